// A contest as the public contest calls answer it (ContestVO), for unit tests that need a whole one.
import type { ContestVO } from '../api/contest';

/**
 * An ACM contest of two hours starting at `start` (epoch ms), public, no seal, print or board, and
 * the server's clock at its start; `over` sets any field.
 */
export function contestVO(start: number, over: Partial<ContestVO> = {}): ContestVO {
  return {
    id: 7,
    author: 'root',
    title: 'Cup',
    type: 0,
    description: null,
    status: 0,
    source: null,
    auth: 0,
    now: new Date(start).toISOString(),
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * 3600_000).toISOString(),
    duration: 7200,
    sealRank: false,
    openPrint: false,
    sealRankTime: null,
    rankShowName: 'username',
    openRank: false,
    oiRankScoreType: 'Recent',
    count: 0,
    gid: null,
    allowEndSubmit: false,
    ...over,
  };
}
