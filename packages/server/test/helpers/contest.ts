// The contest form of the editor calls (POST/PUT /api/admin/contest, /api/group/contest).
import { ContestAuth, ContestType } from '@judge/shared';
import type { Json } from './app.js';

/** Contest times in tests: a minute and an hour in ms. */
export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** A valid contest form: public ACM, starting in an hour, five hours long; `over` replaces fields. */
export function contestForm(over: Json = {}): Json {
  const start = Date.now() + HOUR;
  return {
    title: 'Spring Cup',
    description: 'Welcome',
    type: ContestType.ACM,
    auth: ContestAuth.PUBLIC,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 5 * HOUR).toISOString(),
    sealRank: false,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    allowEndSubmit: false,
    ...over,
  };
}
