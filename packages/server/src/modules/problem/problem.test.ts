// Public problem calls: list filters and banks by role, detail visibility, tags, status, random,
// recent updates, templates, last accepted code, languages.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import {
  appVariants,
  loginToken,
  registerUser,
  setRole,
} from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { problemWithCases, type ProblemOverrides, useRootApp } from '../../../test/fixtures/index.js';

type User = Awaited<ReturnType<typeof registerUser>>;

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`problems [${v.name}]`, () => {
    let app: BuiltApp;
    let user: User;
    let padmin: User;
    let rootToken: string;
    let abPid: number;
    let tagA: number;
    let tagB: number;

    const addProblem = (problemId: string, o: ProblemOverrides = {}) => problemWithCases(app, problemId, o);

    useRootApp(v, async (built, token) => {
      app = built;
      rootToken = token;
      user = await registerUser(app);
      padmin = await registerUser(app);
      await setRole(app, padmin.uid, 1008);
      padmin.token = await loginToken(app, padmin.username, padmin.password);
      const { db, cols } = app.ctx.database;
      abPid = Number(
        (
          await db
            .selectFrom('problem')
            .select('id')
            .where('problem_id', '=', 'P1000')
            .executeTakeFirstOrThrow()
        ).id,
      );
      for (let i = 0; i < 20; i++) await addProblem(`T${100 + i}`, { difficulty: i % 3 });
      await addProblem('H1', { auth: 2, title: 'Hidden one' });
      await addProblem('C1', { auth: 3, title: 'Contest one' });
      const now = cols.time();
      const cls = await db
        .insertInto('tag_classification')
        .values({ name: 'Algorithm', oj: 'ME', rank: 1, gmt_create: now, gmt_modified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      tagA = Number(
        (
          await db
            .insertInto('tag')
            .values({
              name: 'math',
              color: '#f00',
              oj: 'ME',
              tcid: Number(cls.id),
              gmt_create: now,
              gmt_modified: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      tagB = Number(
        (
          await db
            .insertInto('tag')
            .values({ name: 'easy', color: null, oj: 'ME', gmt_create: now, gmt_modified: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      const t101 = Number(
        (
          await db
            .selectFrom('problem')
            .select('id')
            .where('problem_id', '=', 'T101')
            .executeTakeFirstOrThrow()
        ).id,
      );
      await db
        .insertInto('problem_tag')
        .values([
          { pid: abPid, tid: tagA },
          { pid: abPid, tid: tagB },
          { pid: t101, tid: tagA },
        ])
        .execute();
      await db
        .insertInto('judge')
        .values(
          [JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER].map((status) => ({
            pid: abPid,
            display_pid: 'P1000',
            uid: user.uid,
            username: user.username,
            submit_time: now,
            status,
            share: cols.bool(false) as never,
            length: 3,
            code: `code-${status}`,
            language: 'C++',
            cid: 0,
            cpid: 0,
            version: 0,
            is_manual: cols.bool(false) as never,
            gmt_create: now,
            gmt_modified: now,
          })),
        )
        .execute();
    });

    const list = (qs: string, token?: string) =>
      call(app, 'GET', `/api/get-problem-list?${qs}`, undefined, { token });

    it('list: public problems, 10 per page unless limit says (the web asks for 15), counts and tags', async () => {
      expect((await list('')).body.data.records).toHaveLength(10);
      const r = await list('limit=15');
      expect(r.status).toBe(200);
      expect(r.body.data.records).toHaveLength(15);
      expect(r.body.data.total).toBe(25); // 20 T + 5 seeded samples
      const ab = r.body.data.records.find((x: { problemId: string }) => x.problemId === 'P1000');
      expect(ab).toMatchObject({ total: 3, ac: 1, wa: 2 });
      expect(ab.tags.map((t: { name: string }) => t.name).sort()).toEqual(['easy', 'math']);
      expect(r.body.data.records.some((x: { problemId: string }) => x.problemId === 'H1')).toBe(false);
      expect((await list('currentPage=2&limit=15')).body.data.records).toHaveLength(10);
    });

    it('list: keyword, difficulty, tags (all of them), banks by role', async () => {
      expect(
        (await list('keyword=a%2Bb')).body.data.records.map((x: { problemId: string }) => x.problemId),
      ).toEqual(['P1000']);
      expect((await list('keyword=t10&limit=50')).body.data.total).toBe(10);
      const d2 = await list('difficulty=2&limit=50');
      expect(d2.body.data.records.every((x: { difficulty: number }) => x.difficulty === 2)).toBe(true);
      expect((await list(`tagId=${tagA}`)).body.data.total).toBe(2);
      expect(
        (await list(`tagId=${tagA},${tagB}`)).body.data.records.map(
          (x: { problemId: string }) => x.problemId,
        ),
      ).toEqual(['P1000']);
      expect((await list(`tagId=${encodeURIComponent(JSON.stringify([tagA, tagB]))}`)).body.data.total).toBe(
        1,
      );
      expect((await list('oj=Conceal')).status).toBe(403);
      expect((await list('oj=Conceal', user.token)).status).toBe(403);
      expect((await list('oj=Conceal', padmin.token)).status).toBe(403);
      expect(
        (await list('oj=Contest', padmin.token)).body.data.records.map(
          (x: { problemId: string }) => x.problemId,
        ),
      ).toEqual(['C1']);
      expect(
        (await list('oj=Conceal', rootToken)).body.data.records.map(
          (x: { problemId: string }) => x.problemId,
        ),
      ).toEqual(['H1']);
      expect((await list('oj=Mine')).body.data.total).toBe(25);
    });

    it('detail: visibility by role, sanitised problem, languages and counts', async () => {
      const ab = await call(app, 'GET', '/api/get-problem-detail?problemId=P1000');
      expect(ab.status).toBe(200);
      expect(ab.body.data.problem.spjCode).toBeNull();
      expect(ab.body.data.languages.length).toBeGreaterThan(0);
      expect(ab.body.data.problemCount).toMatchObject({ total: 3, ac: 1 });
      expect((await call(app, 'GET', '/api/get-problem-detail?problemId=NOPE')).status).toBe(404);
      expect((await call(app, 'GET', '/api/get-problem-detail?problemId=H1')).status).toBe(403);
      expect(
        (await call(app, 'GET', '/api/get-problem-detail?problemId=H1', undefined, { token: user.token }))
          .status,
      ).toBe(403);
      expect(
        (await call(app, 'GET', '/api/get-problem-detail?problemId=H1', undefined, { token: padmin.token }))
          .status,
      ).toBe(200);
      expect(
        (await call(app, 'GET', '/api/get-problem-detail?problemId=C1', undefined, { token: rootToken }))
          .status,
      ).toBe(200);
    });

    it('tags and classification', async () => {
      const all = await call(app, 'GET', '/api/get-all-problem-tags?oj=Mine');
      expect(all.body.data.map((t: { name: string }) => t.name)).toEqual(['math', 'easy']);
      const grouped = await call(app, 'GET', '/api/get-problem-tags-and-classification?oj=Conceal');
      expect(grouped.body.data[0].classification.name).toBe('Algorithm');
      expect(grouped.body.data[0].tagList.map((t: { name: string }) => t.name)).toEqual(['math']);
      expect(grouped.body.data[1].classification).toBeNull();
    });

    it('user status, random, recent, templates, last AC code, languages', async () => {
      const t100 = Number(
        (
          await app.ctx.database.db
            .selectFrom('problem')
            .select('id')
            .where('problem_id', '=', 'T100')
            .executeTakeFirstOrThrow()
        ).id,
      );
      expect((await call(app, 'POST', '/api/get-user-problem-status', { pidList: [abPid] })).status).toBe(
        401,
      );
      const st = await call(
        app,
        'POST',
        '/api/get-user-problem-status',
        { pidList: [abPid, t100], isContestProblemList: false },
        { token: user.token },
      );
      expect(st.body.data[String(abPid)].status).toBe(0);
      expect(st.body.data[String(t100)].status).toBe(-10);
      const rnd = await call(app, 'GET', '/api/get-random-problem');
      expect(rnd.body.data.problemId).not.toBe('H1');
      const recent = await call(app, 'GET', '/api/get-recent-updated-problem');
      expect(recent.body.data.length).toBeLessThanOrEqual(10);
      // the ten created last, newest first: editing an old problem does not bring it up
      const created = recent.body.data.map((r: { gmtCreate: string }) => Date.parse(r.gmtCreate));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      await app.ctx.database.db
        .updateTable('problem')
        .set({ gmt_modified: app.ctx.database.cols.time() })
        .where('problem_id', '=', 'P1000')
        .execute();
      const after = await call(app, 'GET', '/api/get-recent-updated-problem');
      expect(after.body.data[0].problemId).not.toBe('P1000');
      const tpl = await call(app, 'GET', `/api/get-problem-code-template?pid=${abPid}`);
      expect(tpl.status).toBe(200);
      const last = await call(app, 'GET', `/api/get-last-ac-code?pid=${abPid}`, undefined, {
        token: user.token,
      });
      expect(last.body.data).toMatchObject({ code: 'code-0', language: 'C++' });
      const none = await call(app, 'GET', `/api/get-last-ac-code?pid=${t100}&l=en-US`, undefined, {
        token: user.token,
      });
      expect(none.status).toBe(400);
      expect(none.body.msg).toBe(
        'You have not passed the problem so you cannot get the code passed recently',
      );
      const langs = await call(app, 'GET', '/api/languages?all=true');
      expect(
        langs.body.data.some(
          (l: { name: string; compileCommand: string | null }) => l.name === 'C++' && l.compileCommand,
        ),
      ).toBe(true);
    });
  });
}
