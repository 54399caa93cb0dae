// Backup and restore of a whole install: users, a problem with its test files, a submission and an
// upload are written in one install, backed up, restored into an empty one (fresh DATA_DIR, fresh
// schema), and found there with the same rows and the same bytes — on SQLite, on PostgreSQL and
// from SQLite into PostgreSQL. A second restore onto the restored install is refused without force.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/index.js';
import { storeMdFile } from '../../modules/upload/store.js';
import { makeApp, call } from '../../../test/helpers/app.js';
import { dbTargets, tmpDir, type DbTarget } from '../../../test/helpers/targets.js';
import { ROOT_PASSWORD, loginToken } from '../../../test/helpers/accounts.js';
import { problemWithCases, submissionWithVerdict, userOfRole } from '../../../test/fixtures/index.js';
import { backup, restore, RestoreRefused } from './index.js';
import { listTables, type AnyDb } from './tables.js';

const scratch = tmpDir('judge-backup-test-');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every row of every table, values normalised (dates as ISO text), rows sorted. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const db = database.db as AnyDb;
  const out: Record<string, string[]> = {};
  for (const t of await listTables(db, database.dialect)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.id(t)}`.execute(db);
    out[t] = rows
      .map((r) =>
        JSON.stringify(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
      )
      .sort();
  }
  return out;
}

interface Source {
  config: AppConfig;
  users: { username: string; password: string }[];
  pid: number;
  submitId: number;
  cases: { hash: string; bytes: Buffer }[];
  upload: { stored: string; bytes: Buffer };
  snap: Record<string, string[]>;
  file: string;
}

/** An install with users, a problem with two test files, a submission and an upload, backed up. */
async function makeSource(target: DbTarget, tag: string): Promise<Source> {
  const config = await target.makeConfig({ rootPassword: ROOT_PASSWORD });
  const app = await makeApp(config);
  try {
    const a = await userOfRole(app);
    const b = await userOfRole(app);
    const pid = await problemWithCases(app, `BK${tag}`, {
      title: 'Backed up',
      cases: [{ input: '1.in', output: '1.out' }],
    });
    const input = Buffer.from(`1 2\n${tag}\n`);
    const output = Buffer.from('3\n');
    const i = await app.ctx.judge.blobs.put(input);
    const o = await app.ctx.judge.blobs.put(output);
    await app.ctx.database.db
      .updateTable('problem_case')
      .set({ input_hash: i.hash, output_hash: o.hash, input_size: i.size, output_size: o.size })
      .where('pid', '=', pid)
      .execute();
    const submitId = await submissionWithVerdict(app, a, pid, { status: JudgeStatus.ACCEPTED, share: true });
    const bytes = Buffer.from(`notes of ${tag}\n`);
    const up = await storeMdFile(
      app.ctx.database,
      config.dataDir,
      'md-file',
      a.uid,
      null,
      'notes.txt',
      bytes,
    );
    const stored = path.basename(up.link);
    expect(fs.existsSync(path.join(config.dataDir, 'upload', stored))).toBe(true);
    const snap = await snapshot(app.ctx.database);
    await app.close();
    const file = path.join(scratch, `${tag}.tar.gz`);
    const manifest = await backup(config, file);
    expect(manifest.tables.judge.rows).toBe(1);
    expect(manifest.files).toEqual(expect.arrayContaining(['testdata', 'upload']));
    return {
      config,
      users: [a, b],
      pid,
      submitId,
      cases: [
        { hash: i.hash, bytes: input },
        { hash: o.hash, bytes: output },
      ],
      upload: { stored, bytes },
      snap,
      file,
    };
  } catch (e) {
    await app.close().catch(() => {});
    throw e;
  }
}

/**
 * The problem's verdict counters (derived, left out of the dump) hold its one Accepted run, once:
 * refilled by their triggers, not doubled by a restore over an install that had rows.
 */
async function expectCounted(app: BuiltApp, pid: number) {
  const counts = await app.ctx.database.db
    .selectFrom('problem_verdict_count')
    .select(['status', 'n'])
    .where('pid', '=', pid)
    .where('n', '!=', 0)
    .execute();
  expect(counts).toEqual([{ status: JudgeStatus.ACCEPTED, n: 1 }]);
}

/** What a restored install must show through its own calls and files. */
async function expectRestored(app: BuiltApp, src: Source) {
  for (const u of src.users) expect(await loginToken(app, u.username, u.password)).toBeTruthy();
  const root = await loginToken(app, 'root', ROOT_PASSWORD);
  const problem = await app.ctx.database.db
    .selectFrom('problem')
    .selectAll()
    .where('id', '=', src.pid)
    .executeTakeFirstOrThrow();
  expect(problem.title).toBe('Backed up');
  // The list's search finds it: SQLite's trigram index, left out of the dump, is refilled by its
  // triggers as the problems go back in.
  const found = await call(app, 'GET', '/api/get-problem-list?keyword=ACKED U', undefined, { token: root });
  expect(found.body.data.records.map((p: { pid: number }) => p.pid)).toContain(src.pid);
  await expectCounted(app, src.pid);
  const detail = await call(app, 'GET', `/api/get-submission-detail?submitId=${src.submitId}`, undefined, {
    token: root,
  });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  expect(detail.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
  for (const c of src.cases) {
    const p = await app.ctx.judge.blobs.pathOf(c.hash);
    expect(p).toBeTruthy();
    expect(fs.readFileSync(p!).equals(c.bytes)).toBe(true);
  }
  expect(
    fs.readFileSync(path.join(app.ctx.config.dataDir, 'upload', src.upload.stored)).equals(src.upload.bytes),
  ).toBe(true);
  // New rows get fresh ids after the restored ones (PostgreSQL's sequences were moved past them).
  const next = await problemWithCases(app, `NEW${src.pid}x`);
  expect(next).toBeGreaterThan(src.pid);
}

describe.each(dbTargets().map((t) => [t.name, t] as const))('backup and restore on %s', (name, target) => {
  afterAll(() => target.cleanup());

  it('restores users, problem, test files, submission and upload into an empty install', async () => {
    const src = await makeSource(target, name);
    const config = await target.makeConfig({ rootPassword: ROOT_PASSWORD });
    const r = await restore(config, src.file);
    expect(r.rows.judge).toBe(1);
    expect(r.files).toEqual(expect.arrayContaining(['testdata', 'upload']));
    const app = await makeApp(config);
    try {
      // Same dialect: every row of every table is back as it was.
      expect(await snapshot(app.ctx.database)).toEqual(src.snap);
      await expectRestored(app, src);
    } finally {
      await app.close();
    }
    // The restored install is not empty any more: refused, then replaced with --force.
    await expect(restore(config, src.file)).rejects.toThrow(RestoreRefused);
    await expect(restore(config, src.file)).rejects.toThrow(/not empty/);
    const again = await restore(config, src.file, { force: true });
    expect(again.rows.judge).toBe(1);
    const back = await makeApp(config);
    try {
      expect(await snapshot(back.ctx.database)).toEqual(src.snap);
      await expectCounted(back, src.pid);
    } finally {
      await back.close();
    }
  });

  it('refuses an archive that is not a backup', async () => {
    const config = await target.makeConfig();
    const bogus = path.join(scratch, `bogus-${name}.tar.gz`);
    fs.writeFileSync(path.join(scratch, 'readme.txt'), 'hello');
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-czf', bogus, '-C', scratch, 'readme.txt']);
    await expect(restore(config, bogus)).rejects.toThrow(/not a judge backup/);
  });
});

const [sqlite, postgres] = dbTargets();
describe.runIf(Boolean(postgres))('backup of SQLite restored into PostgreSQL', () => {
  afterAll(async () => {
    await sqlite.cleanup();
    await postgres?.cleanup();
  });

  it('moves an embedded install to PostgreSQL with every row and file', async () => {
    const src = await makeSource(sqlite, 'move');
    const config = await postgres!.makeConfig({ rootPassword: ROOT_PASSWORD });
    const r = await restore(config, src.file);
    for (const [t, rows] of Object.entries(src.snap)) expect(r.rows[t] ?? 0, t).toBe(rows.length);
    const app = await makeApp(config);
    try {
      await expectRestored(app, src);
      const sub = await app.ctx.database.db
        .selectFrom('judge')
        .select(['share', 'submit_time'])
        .where('submit_id', '=', src.submitId)
        .executeTakeFirstOrThrow();
      expect(sub.share).toBe(true);
      expect(sub.submit_time).toBeInstanceOf(Date);
    } finally {
      await app.close();
    }
  });
});
