// The capped total of the submission lists (lib/pagination.ts totalCap): a page's total counts at
// most TOTAL_PAGES_AHEAD pages past it plus one row, so its cost stays the same at any table size
// (bench/README.md "Load"); below the cap it is exact. Site list and contest list, both databases.
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { TOTAL_PAGES_AHEAD } from '../../lib/pagination.js';
import {
  contestOf,
  problemIdOf,
  rootToken as rootTokenOf,
  submissionWithVerdict,
  useRootApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';

const ROWS = TOTAL_PAGES_AHEAD + 10;

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`submission list totals [${v.name}]`, () => {
    let app: BuiltApp;
    let user: TestUser;
    let rootToken: string;
    let cid: number;
    const ids: number[] = [];

    useRootApp(v, async (built) => {
      app = built;
      user = await userOfRole(app);
      rootToken = await rootTokenOf(app);
      const pid = await problemIdOf(app, 'P1000');
      cid = await contestOf(app, { uid: user.uid, start: Date.now() - 3600_000, end: Date.now() + 3600_000 });
      for (let i = 0; i < ROWS; i++) ids.push(await submissionWithVerdict(app, user, pid));
      for (let i = 0; i < ROWS; i++) await submissionWithVerdict(app, user, pid, { cid });
    });

    const site = async (page: number, limit: number) =>
      (
        await call(
          app,
          'GET',
          `/api/get-submission-list?username=${user.username}&currentPage=${page}&limit=${limit}`,
        )
      ).body.data;
    const contest = async (page: number, limit: number) =>
      (
        await call(
          app,
          'GET',
          `/api/contest-submissions?contestID=${cid}&currentPage=${page}&limit=${limit}&beforeContestSubmit=false`,
          undefined,
          { token: rootToken },
        )
      ).body.data;

    it('counts the site list up to the cap past the page, exactly below it', async () => {
      const first = await site(1, 1);
      expect(first.total).toBe(TOTAL_PAGES_AHEAD + 1);
      expect(first.pages).toBe(TOTAL_PAGES_AHEAD + 1);
      expect(first.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids.at(-1)]);
      expect((await site(5, 1)).total).toBe(4 + TOTAL_PAGES_AHEAD + 1);
      // From page 10 on the cap passes the last row: the exact count.
      const late = await site(10, 1);
      expect(late.total).toBe(ROWS);
      expect(late.records.map((r: { submitId: number }) => r.submitId)).toEqual([ids.at(-10)]);
      expect((await site(1, 15)).total).toBe(ROWS);
      expect((await site(1, 15)).pages).toBe(Math.ceil(ROWS / 15));
    });

    it('counts the contest list the same way', async () => {
      expect((await contest(1, 1)).total).toBe(TOTAL_PAGES_AHEAD + 1);
      expect((await contest(10, 1)).total).toBe(ROWS);
      expect((await contest(1, 15)).total).toBe(ROWS);
    });
  });
}
