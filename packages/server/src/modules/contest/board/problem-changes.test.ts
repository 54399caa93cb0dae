// A change of a contest's problems in the back office (display id and colour, a problem added, a
// problem removed) sends the board-changed notice at once (the one verdicts send; through Redis
// pub/sub when the app has Redis) and the next board read shows the new problem set, never a
// cached board of the old one. On SQLite and PostgreSQL, each with and without Redis when set.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { call, type Json } from '../../../../test/helpers/app.js';
import { appVariants, loginToken, registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { AC, WA, createBoardContest, submitAt, type BoardContest } from '../../../../test/fixtures/board.js';
import { openBoardStream, type SseReader } from '../../../../test/helpers/sse.js';

describe.each(appVariants())('contest problem changes reach open boards ($name)', (v) => {
  let app: BuiltApp;
  let base: string;
  let root: string;
  let creator: TestUser;
  let ann: TestUser;
  let c: BoardContest;
  let stream: SseReader;

  useRootApp({ target: v.target, extra: v.extra }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    creator = await registerUser(app, 'pc_creator');
    await setRole(app, creator.uid, Role.ADMIN);
    creator.token = await loginToken(app, creator.username, creator.password);
    ann = await registerUser(app, 'pc_ann');
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    c = await createBoardContest(app, creator, { problems: { A: 'P1000', B: 'P1001' } });
    // ann: A AC@10 → 1 solved, 600 s; B WA@20.
    await submitAt(app, c, ann, 'A', 10, AC);
    await submitAt(app, c, ann, 'B', 20, WA);
  });
  afterAll(async () => {
    await stream?.close();
  });

  const admin = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    call(app, method, url, body, { token: creator.token });
  const annRow = async () => {
    const r = await call(
      app,
      'POST',
      '/api/get-contest-rank',
      { cid: c.cid, currentPage: 1, limit: 30 },
      { token: root },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = (r.body.data as { records: Json[] }).records;
    expect(rows.map((x) => x.username)).toEqual(['pc_ann']);
    return rows[0];
  };
  const version = async () =>
    (
      await app.ctx.database.db
        .selectFrom('contest_board')
        .select('version')
        .where('cid', '=', c.cid)
        .executeTakeFirst()
    )?.version ?? 0;
  /** The first board notice that arrived after `t0` (earlier ones came from the set-up's verdicts). */
  async function noticeAfter(t0: number, timeoutMs: number) {
    for (;;) {
      const e = await stream.next('board', timeoutMs);
      if (e.at >= t0) return e;
    }
  }
  /** Runs a back-office change; the notice must come from it (the hub's `changed`), well within a second. */
  async function changeAndHear(change: () => Promise<{ status: number; body: Json }>) {
    const changed = vi.spyOn(app.ctx.contestBoard.events, 'changed');
    try {
      const v0 = await version();
      const t0 = performance.now();
      const r = await change();
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(changed).toHaveBeenCalledWith(c.cid);
      const e = await noticeAfter(t0, 1000);
      expect(e.at - t0).toBeLessThan(1000);
      // The contest id and the board version only: nothing of a result, sealed or not.
      expect(Object.keys(e.data as object).sort()).toEqual(['cid', 'version']);
      expect((e.data as { cid: number }).cid).toBe(c.cid);
      // The version every process's cached boards are stamped with moved in the change's transaction.
      expect(await version()).toBeGreaterThan(v0);
    } finally {
      changed.mockRestore();
    }
  }

  it('a board is open and cached with A and B', async () => {
    stream = await openBoardStream(base, c.cid, ann.token);
    await stream.next('ready', 2000);
    const row = await annRow();
    expect(row).toMatchObject({ ac: 1, totalTime: 600 });
    expect(Object.keys(row.submissionInfo).sort()).toEqual(['A', 'B']);
  });

  it('a new display id and colour: notice at once, the board and the records follow', async () => {
    await changeAndHear(() =>
      admin('PUT', '/api/admin/contest/contest-problem', {
        id: c.cpid.B,
        cid: c.cid,
        pid: c.pid.B,
        displayId: 'Z',
        color: '#ff0000',
      }),
    );
    const row = await annRow();
    expect(row.submissionInfo.Z).toEqual({ errorNum: 1 });
    expect(row.submissionInfo.B).toBeUndefined();
    const records = await app.ctx.database.db
      .selectFrom('contest_record')
      .select('display_id')
      .where('cid', '=', c.cid)
      .where('pid', '=', c.pid.B)
      .execute();
    expect(records.map((r) => r.display_id)).toEqual(['Z']);
  });

  it('a problem added: notice at once, its column is on the next reads', async () => {
    const p = await app.ctx.database.db
      .selectFrom('problem')
      .select('id')
      .where('problem_id', '=', 'P1002')
      .executeTakeFirstOrThrow();
    await changeAndHear(() =>
      admin('POST', '/api/admin/contest/add-problem-from-public', {
        cid: c.cid,
        pid: Number(p.id),
        displayId: 'C',
      }),
    );
    const problems = await call(app, 'GET', `/api/get-contest-problem?cid=${c.cid}`, undefined, {
      token: ann.token,
    });
    expect((problems.body.data as Json[]).map((x) => x.displayId).sort()).toEqual(['A', 'C', 'Z']);
    const cp = await app.ctx.database.db
      .selectFrom('contest_problem')
      .select('id')
      .where('cid', '=', c.cid)
      .where('pid', '=', Number(p.id))
      .executeTakeFirstOrThrow();
    c.pid.C = Number(p.id);
    c.cpid.C = Number(cp.id);
    // The board's cells were rebuilt for the new problem set on the first read after it.
    await annRow();
    const built = await app.ctx.database.db
      .selectFrom('contest_board')
      .select('built_key')
      .where('cid', '=', c.cid)
      .executeTakeFirstOrThrow();
    expect(built.built_key.split('|')[3].split(',').map(Number)).toContain(c.cpid.C);
    // ann: C AC@30 → 2 solved, 600 + 1800 = 2400 s.
    await submitAt(app, c, ann, 'C', 30, AC);
    const row = await annRow();
    expect(row).toMatchObject({ ac: 2, totalTime: 2400 });
    expect(row.submissionInfo.C).toMatchObject({ isAC: true, ACTime: 1800 });
  });

  it('a problem removed: notice at once, its cells leave the board with it', async () => {
    await changeAndHear(() => admin('DELETE', `/api/admin/contest/problem?pid=${c.pid.A}&cid=${c.cid}`));
    // ann: only C counts now → 1 solved, 1800 s.
    const row = await annRow();
    expect(row).toMatchObject({ ac: 1, totalTime: 1800 });
    expect(Object.keys(row.submissionInfo).sort()).toEqual(['C', 'Z']);
  });

  it('a contest deleted takes its cells and rank keys with it (no foreign key does it on PostgreSQL)', async () => {
    const { db, dialect } = app.ctx.database;
    const count = async (table: 'contest_board_cell' | 'contest_board_rank') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('cid', '=', c.cid)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('contest_board_cell')).toBeGreaterThan(0);
    expect(await count('contest_board_rank')).toBe(1);
    expect((await call(app, 'DELETE', `/api/admin/contest?cid=${c.cid}`, undefined, { token: root })).status).toBe(200);
    expect(await count('contest_board_cell')).toBe(0);
    expect(await count('contest_board_rank')).toBe(0);
    if (dialect === 'postgres') {
      // Migration 0018 dropped them; contest_board keeps its own, which shows the query sees the
      // test's schema (a wrong constraint name would otherwise pass unnoticed).
      const fks = await sql<{ rel: string }>`select conrelid::regclass::text as rel from pg_constraint
        where contype = 'f' and conrelid in
          (to_regclass('contest_board'), to_regclass('contest_board_cell'), to_regclass('contest_board_rank'))`.execute(db);
      expect(fks.rows.map((r) => r.rel.replace(/^.*\./, ''))).toEqual(['contest_board']);
    }
  });
});
