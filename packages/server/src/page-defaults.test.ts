// A list call without `limit` (or with limit < 1) answers a page of the reference judge's (HOJ's)
// default size for that list, as its web client expects when it leaves `limit` out: submissions 30,
// problems 10, trainings 20, comments 20, contest boards 50, messages 5... (hoj-behaviour.md "Global
// API conventions" and HOJ's managers). The web always sends `limit`, with page sizes of its own.
// Every list of hoj-api-paths.md that pages, on both databases; the numbers are written out here
// on purpose, so that a change of shared/limits.ts DEFAULT_PAGE_LIMITS shows up.
import { describe, expect, it } from 'vitest';
import { apiOf } from '../test/helpers/app.js';
import { dbVariants } from '../test/helpers/accounts.js';
import { contestOf, groupMember, groupOf, trainingOf, useRootSuite } from '../test/fixtures/index.js';
import { withTrainings } from './modules/training/tables.js';

for (const v of dbVariants()) {
  describe(`page size of a call without limit [${v.name}]`, () => {
    const { app, root } = useRootSuite(v);
    const api = apiOf(app);

    it('is the reference default of each list; page < 1 is the first page and limit < 1 the default', async () => {
      const { db, cols } = app().ctx.database;
      const me = (await api('GET', '/api/get-user-home-info?username=root', undefined, root())).body.data;
      const rootUser = { uid: String(me.uid), username: 'root' };
      const hour = 3_600_000;
      const cid = await contestOf(app(), {
        uid: rootUser.uid,
        author: 'root',
        start: Date.now() - hour,
        end: Date.now() + hour,
        openRank: true,
      });
      await db
        .updateTable('contest')
        .set({ open_print: cols.bool(true) as never })
        .where('id', '=', cid)
        .execute();
      const gid = await groupOf(app(), rootUser, { name: 'Paging group', shortName: 'pgroup' });
      await groupMember(app(), gid, rootUser, 5);
      // a private training (only those have a rank)
      const tid = await trainingOf(app(), { title: 'Paging training', author: 'root' });
      await withTrainings(db)
        .updateTable('training')
        .set({ auth: 'Private', private_pwd: 'pw' })
        .where('id', '=', tid)
        .execute();

      const lists: [method: 'GET' | 'POST', url: string, size: number, body?: object][] = [
        ['GET', '/api/get-problem-list', 10],
        ['GET', '/api/get-submission-list', 30],
        ['GET', `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`, 30],
        ['GET', '/api/get-contest-list', 10],
        ['POST', '/api/get-contest-rank', 50, { cid }],
        ['POST', '/api/get-contest-outside-scoreboard', 50, { cid }],
        ['GET', `/api/get-contest-announcement?cid=${cid}`, 10],
        ['GET', `/api/get-contest-ac-info?cid=${cid}`, 30],
        ['GET', `/api/get-contest-print?cid=${cid}`, 30],
        ['GET', `/api/comments?cid=${cid}`, 20],
        ['GET', '/api/get-training-list', 20],
        ['GET', `/api/get-training-rank?tid=${tid}`, 30],
        ['GET', '/api/get-rank-list?type=0', 30],
        ['GET', '/api/get-rank-list?type=1', 30],
        ['GET', '/api/get-common-announcement', 10],
        ['GET', '/api/get-discussion-list', 10],
        ...['comment', 'reply', 'like', 'sys', 'mine'].map((box): ['GET', string, number] => [
          'GET',
          `/api/msg/${box}`,
          5,
        ]),
        ['GET', '/api/get-group-list', 10],
        ...[
          'get-member-list',
          'get-apply-list',
          'get-announcement-list',
          'get-admin-announcement-list',
          'get-problem-list',
          'get-admin-problem-list',
          'get-training-list',
          'get-admin-training-list',
          'get-contest-list',
          'get-admin-contest-list',
          'get-discussion-list',
          'get-admin-discussion-list',
        ].map((p): ['GET', string, number] => ['GET', `/api/group/${p}?gid=${gid}`, 10]),
        ['GET', `/api/get-group-rank-list?gid=${gid}&type=0`, 30],
        ['GET', '/api/admin/user/get-user-list', 10],
        ['GET', '/api/admin/problem/get-problem-list', 10],
        ['GET', '/api/admin/training/get-training-list', 10],
        ['GET', '/api/admin/contest/get-contest-list', 10],
        ['GET', `/api/admin/contest/announcement?cid=${cid}`, 10],
        ['GET', '/api/admin/announcement', 10],
        ['GET', '/api/admin/msg/notice', 5],
        ['GET', '/api/admin/discussion-report', 10],
        ['GET', '/api/admin/group-problem/list', 10],
      ];
      for (const [method, url, size, body] of lists) {
        const page = (r: Awaited<ReturnType<typeof api>>) => {
          expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
          const d = r.body.data.problemList ?? r.body.data.commentList ?? r.body.data;
          return { size: d.size, current: d.current, records: Array.isArray(d.records) };
        };
        const want = { size, current: 1, records: true };
        expect(page(await api(method, url, body, root())), url).toEqual(want);
        // limit < 1 → the default, currentPage < 1 → 1 (GET: in the query; POST: in the body)
        const sep = url.includes('?') ? '&' : '?';
        const r =
          method === 'GET'
            ? await api('GET', `${url}${sep}limit=0&currentPage=0`, undefined, root())
            : await api('POST', url, { ...body, limit: 0, currentPage: 0 }, root());
        expect(page(r), `${url} with limit=0`).toEqual(want);
      }
    });

    it('keeps the limit a caller sends', async () => {
      for (const url of [
        '/api/get-submission-list?limit=15',
        '/api/get-problem-list?limit=15&currentPage=1',
      ]) {
        const r = await api('GET', url, undefined, root());
        expect(r.body.data.size, url).toBe(15);
      }
    });
  });
}
