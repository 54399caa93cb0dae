// The problem calls of issue 26 that HOJ's clients make and the API lacked: a problem's tags and
// languages (the problem editor), its code templates as CodeTemplate rows, and the full-screen
// problem strip of a contest; each with bad input and who may call.
import { describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import {
  contestOf,
  contestProblemOf,
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
} from '../../../test/fixtures/index.js';
import type { BuiltApp } from '../../app.js';

const HOUR = 3600_000;

/** A contest of the root user, starting `startsIn` ms from now (negative: already running). */
async function contestWith(
  app: BuiltApp,
  o: { startsIn: number; auth?: number; pids: number[] },
): Promise<number> {
  const root = await app.ctx.database.db
    .selectFrom('user_info')
    .select(['uuid', 'username'])
    .where('username', '=', 'root')
    .executeTakeFirstOrThrow();
  const start = Date.now() + o.startsIn;
  const cid = await contestOf(app, {
    uid: root.uuid,
    author: root.username,
    title: 'Full-screen contest',
    auth: o.auth ?? ContestAuth.PUBLIC,
    pwd: o.auth ? 'secret' : null,
    start,
    end: start + 5 * HOUR,
  });
  for (const [i, pid] of o.pids.entries()) await contestProblemOf(app, cid, pid, String.fromCharCode(65 + i));
  return cid;
}

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`problem editor and full-screen calls [${v.name}]`, () => {
    const app = useApp(v);

    it('get-problem-tags: the tags of a visible problem, HOJ Tag rows; 404, 403 and a translated 400', async () => {
      const a = app();
      const { db, cols } = a.ctx.database;
      const pid = await problemWithCases(a, 'PT1');
      const now = cols.time();
      const tag = await db
        .insertInto('tag')
        .values({
          name: 'graphs',
          color: '#00f',
          oj: 'ME',
          gid: null,
          tcid: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tag')
        .values({
          name: 'other',
          color: null,
          oj: 'ME',
          gid: null,
          tcid: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
      await db
        .insertInto('problem_tag')
        .values({ pid, tid: Number(tag.id) })
        .execute();

      const r = await call(a, 'GET', `/api/get-problem-tags?pid=${pid}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(1);
      expect(r.body.data[0]).toMatchObject({
        id: Number(tag.id),
        name: 'graphs',
        color: '#00f',
        oj: 'ME',
        gid: null,
        tcid: null,
      });
      expect(typeof r.body.data[0].gmtCreate).toBe('string');

      expect((await call(a, 'GET', '/api/get-problem-tags?pid=987654')).status).toBe(404);
      const hidden = await problemWithCases(a, 'PT2', { auth: 2 });
      expect((await call(a, 'GET', `/api/get-problem-tags?pid=${hidden}`)).status).toBe(403);
      expect(
        (
          await call(a, 'GET', `/api/get-problem-tags?pid=${hidden}`, undefined, {
            token: await rootToken(a),
          })
        ).status,
      ).toBe(200);
      const bad = await call(a, 'GET', '/api/get-problem-tags?pid=x&l=en-US');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/pid/);
      const missing = await call(a, 'GET', '/api/get-problem-tags?l=en-US');
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toMatch(/pid/);
    });

    it('get-problem-languages: the languages a problem accepts, HOJ Language rows; all local ones when it names none', async () => {
      const a = app();
      const { db } = a.ctx.database;
      const pid = await problemWithCases(a, 'PL1');
      const all = (await call(a, 'GET', '/api/languages')).body.data as { id: number; name: string }[];
      const open = await call(a, 'GET', `/api/get-problem-languages?pid=${pid}`);
      expect(open.status).toBe(200);
      expect(open.body.data.map((l: { name: string }) => l.name)).toEqual(all.map((l) => l.name));
      expect(Object.keys(open.body.data[0])).toEqual(
        expect.arrayContaining([
          'id',
          'contentType',
          'description',
          'name',
          'compileCommand',
          'template',
          'codeTemplate',
          'isSpj',
          'oj',
          'seq',
        ]),
      );
      await db.insertInto('problem_language').values({ pid, lid: all[0].id }).execute();
      const one = await call(a, 'GET', `/api/get-problem-languages?pid=${pid}`);
      expect(one.body.data.map((l: { name: string }) => l.name)).toEqual([all[0].name]);
      // `all` is a flag as HOJ's clients spell it: "false" is false (a coerced boolean read it as true).
      const perProblem = async (all: string) =>
        (await call(a, 'GET', `/api/languages?pid=${pid}&all=${all}`)).body.data.map((l: { name: string }) => l.name);
      expect(await perProblem('false')).toEqual([all[0].name]);
      expect(await perProblem('0')).toEqual([all[0].name]);
      expect((await perProblem('true')).length).toBeGreaterThan(1);
      const hidden = await problemWithCases(a, 'PL2', { auth: 2 });
      expect((await call(a, 'GET', `/api/get-problem-languages?pid=${hidden}`)).status).toBe(403);
      expect((await call(a, 'GET', '/api/get-problem-languages')).status).toBe(400);
    });

    it("get-problem-code-template answers HOJ's CodeTemplate rows", async () => {
      const a = app();
      const { db, cols } = a.ctx.database;
      const pid = await problemWithCases(a, 'PC1');
      const lang = (await call(a, 'GET', '/api/languages')).body.data[0] as { id: number };
      const now = cols.time();
      await db
        .insertInto('code_template')
        .values({
          pid,
          lid: lang.id,
          code: '// start',
          status: cols.bool(true),
          gmt_create: now,
          gmt_modified: now,
        } as never)
        .execute();
      const r = await call(a, 'GET', `/api/get-problem-code-template?pid=${pid}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([
        { id: expect.any(Number), pid, lid: lang.id, code: '// start', status: true },
      ]);
    });

    it('get-full-screen-problem-list: contest problems with the caller’s status; access and bad input', async () => {
      const a = app();
      const user = await userOfRole(a);
      const p1 = await problemWithCases(a, 'PF1', { auth: 3 });
      const p2 = await problemWithCases(a, 'PF2', { auth: 3 });
      const running = await contestWith(a, { startsIn: -HOUR, pids: [p1, p2] });
      await submissionWithVerdict(a, user, p1, { status: JudgeStatus.ACCEPTED, cid: running });

      /** The full-screen problem strip for `query`, as `token` (anonymous without one). */
      const strip = (query: string, token?: string) =>
        call(a, 'GET', `/api/get-full-screen-problem-list?${query}`, undefined, { token });
      expect((await strip(`cid=${running}`)).status).toBe(401);
      const r = await strip(`cid=${running}`, user.token);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([
        { pid: p1, problemId: 'A', title: 'A title', status: JudgeStatus.ACCEPTED, score: null },
        { pid: p2, problemId: 'B', title: 'B title', status: JudgeStatus.NOT_SUBMITTED, score: null },
      ]);

      const later = await contestWith(a, { startsIn: HOUR, pids: [p1] });
      const early = await strip(`cid=${later}&l=en-US`, user.token);
      expect(early.status).toBe(403);
      expect(early.body.msg).toBe('The contest has not started yet!');
      const root = await rootToken(a);
      expect((await strip(`cid=${later}`, root)).status).toBe(200);

      const priv = await contestWith(a, { startsIn: -HOUR, auth: ContestAuth.PRIVATE, pids: [p1] });
      const unregistered = await strip(`cid=${priv}&l=en-US`, user.token);
      expect(unregistered.status).toBe(403);
      expect(unregistered.body.msg).toBe('Please register for the contest first!');

      const none = await strip('cid=987654&l=en-US', user.token);
      expect(none.status).toBe(404);
      const training = await strip('tid=1&l=en-US', user.token);
      expect(training.status).toBe(404);
      expect(training.body.msg).toBe('The training does not exist!');
      const neither = await strip('l=en-US', user.token);
      expect(neither.status).toBe(400);
      expect(neither.body.msg).toBe('Give a contest (cid) or a training (tid).');
      const bad = await strip('cid=abc', user.token);
      expect(bad.status).toBe(400);
    });

    it('submitting needs the submit permission before anything else (route auth, as HOJ)', async () => {
      const a = app();
      const muted = await userOfRole(a, Role.NO_SUBMIT_USER);
      const r = await call(a, 'POST', '/api/submit-problem-test-judge?l=en-US', {}, { token: muted.token });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('Your account is not allowed to submit code!');
    });
  });
}
