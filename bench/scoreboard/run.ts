// Scoreboard benchmark (issue 16 item 6): a contest of N participants × P problems × S submissions
// on SQLite or PostgreSQL, through the real app and the real record functions' cell code:
//   1. full rebuild of the cells from the records (rebuildContestBoard),
//   2. the board from the cells, cold (no cache: every view computed from the cells),
//   3. a cached page read (POST /api/get-contest-rank through the app: auth, access, stamp check,
//      page, JSON), and the same read served by the service alone,
//   4. verdict → updated row: a verdict applied by the judge results path (cells updated in its
//      transaction, the `finished` event, the board-changed notice over SSE on a real socket; with
//      --redis through Redis pub/sub to a second app process sharing the database), then the client
//      refetches its board page; timed until the page shows the new result.
// Usage (from the repository root; no build needed):
//   npx tsx --conditions=source bench/scoreboard/run.ts [--db sqlite|postgres] [--redis]
//        [--users 10000] [--problems 15] [--subs 500000] [--smoke] [--profile-rebuild FILE.cpuprofile]
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), a fresh schema
// dropped at the end. Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import inspector from 'node:inspector/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import { loadConfig, type AppConfig } from '../../packages/server/src/config.js';
import { buildApp, type BuiltApp } from '../../packages/server/src/app.js';
import { rebuildContestBoard } from '../../packages/server/src/modules/contest/board/cells.js';
import { boardService } from '../../packages/server/src/modules/contest/board/service.js';
import { contestRecordStatusOf } from '../../packages/server/src/modules/contest/rules.js';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const smoke = args.includes('--smoke');
const DB = opt('db', 'sqlite');
const USERS = Number(opt('users', smoke ? '200' : '10000'));
const PROBLEMS = Number(opt('problems', smoke ? '5' : '15'));
const SUBS = Number(opt('subs', smoke ? '5000' : '500000'));
const REDIS = args.includes('--redis');
/** Writes a V8 CPU profile of the three rebuilds (open it in Chrome's DevTools). */
const PROFILE_REBUILD = opt('profile-rebuild', '');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const ms = (t0: number) => performance.now() - t0;
function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return {
    median: +q(0.5).toFixed(2),
    p95: +q(0.95).toFixed(2),
    min: +s[0].toFixed(2),
    max: +s.at(-1)!.toFixed(2),
    n: s.length,
  };
}
/** This process's CPU time (user + system) in ms: the part of a wall time that is no waiting for cores. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const log = (...xs: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...xs);

// ---- set-up ----------------------------------------------------------------------------------------
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-board-'));
const schema = `bench_${randomBytes(4).toString('hex')}`;
const config: AppConfig = {
  ...loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ROOT_PASSWORD: 'BenchPass1',
    RATE_LIMIT_MAX: '10000000',
  } as NodeJS.ProcessEnv),
  webDist: path.join(dir, 'no-web'),
  ...(DB === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : {}),
  ...(REDIS ? { redisUrl: REDIS_URL, redisKeyPrefix: `bench:${schema}:` } : {}),
};
log(
  `scoreboard bench: ${DB}${REDIS ? ' + redis' : ''}, ${USERS} users × ${PROBLEMS} problems × ${SUBS} submissions; ${os.cpus().length} cores ${os.cpus()[0].model}, load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

const app = await buildApp(config);
await app.ready();
const database = app.ctx.database;
const { db, cols } = database;

async function inBatches<T>(rows: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

let t0 = performance.now();
// Problems: copies of the seeded P1000.
const template = await db
  .selectFrom('problem')
  .selectAll()
  .where('problem_id', '=', 'P1000')
  .executeTakeFirstOrThrow();
const pids: number[] = [];
for (let i = 0; i < PROBLEMS; i++) {
  const { id: _id, ...rest } = template;
  void _id;
  const r = await db
    .insertInto('problem')
    .values({ ...rest, problem_id: `B${i}`, title: `Bench ${i}`, auth: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  pids.push(Number(r.id));
}
// Users.
const now = cols.time();
const users = Array.from({ length: USERS }, (_, i) => ({
  uuid: randomUUID().replace(/-/g, ''),
  username: `bench${i}`,
  password: 'x',
  nickname: `Bench ${i}`,
  school: `School ${i % 50}`,
  gender: 'secrecy',
  status: 0,
  gmt_create: now,
  gmt_modified: now,
}));
await inBatches(users, 1000, (chunk) => db.insertInto('user_info').values(chunk).execute());
const creator = await db
  .selectFrom('user_info')
  .select(['uuid', 'username'])
  .where('username', '=', 'root')
  .executeTakeFirstOrThrow();
// A running contest: started 4 h ago, 5 h long, sealed for the last hour.
const start = new Date(Date.now() - 4 * 3600_000);
const end = new Date(start.getTime() + 5 * 3600_000);
const contest = await db
  .insertInto('contest')
  .values({
    uid: creator.uuid,
    author: creator.username,
    title: 'Bench contest',
    description: 'bench',
    source: null,
    type: 0,
    auth: 0,
    pwd: null,
    start_time: cols.time(start),
    end_time: cols.time(end),
    duration: 5 * 3600,
    seal_rank: cols.bool(true),
    seal_rank_time: cols.time(new Date(end.getTime() - 3600_000)),
    auto_real_rank: cols.bool(true),
    visible: cols.bool(true),
    open_print: cols.bool(false),
    open_account_limit: cols.bool(false),
    account_limit_rule: null,
    rank_show_name: 'username',
    star_account: cols.json({ star_account: ['bench1', 'bench2'] }),
    open_rank: cols.bool(true),
    oi_rank_score_type: 'Recent',
    is_group: cols.bool(false),
    gid: null,
    award_type: 1,
    award_config: cols.json([
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
    ]),
    allow_end_submit: cols.bool(false),
    gmt_create: now,
    gmt_modified: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const cid = Number(contest.id);
const cpids: number[] = [];
for (let i = 0; i < PROBLEMS; i++) {
  const r = await db
    .insertInto('contest_problem')
    .values({
      cid,
      pid: pids[i],
      display_id: String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(i) : ''),
      display_title: `P${i}`,
      color: null,
      gmt_create: now,
      gmt_modified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  cpids.push(Number(r.id));
}
log(`set-up: problems, users, contest in ${ms(t0).toFixed(0)} ms`);

// Submissions: judge rows and their records, generated by the database in two INSERT … SELECT
// statements (the records are what the judge's syncContestRecord leaves: 1 AC, −1 PE/WA/TLE/MLE/RE,
// 0 otherwise); random users and problems; statuses 15 % AC, 55 % WA, 10 % TLE, 10 % CE, 5 % RE,
// 5 % SE; times spread over the 4 h so far (the last hour is sealed).
t0 = performance.now();
const elapsedS = 4 * 3600 - 120;
const startS = Math.floor(start.getTime() / 1000);
const pgSql = DB === 'postgres';
const rnd = (n: number) =>
  pgSql ? sql.raw(`floor(random() * ${n})::int`) : sql.raw(`(abs(random()) % ${n})`);
const atExpr = pgSql
  ? sql`to_timestamp(${startS} + t.r)`
  : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${startS} + t.r, 'unixepoch')`;
const statusCase =
  sql.raw(`case when t.s < 15 then ${JudgeStatus.ACCEPTED} when t.s < 70 then ${JudgeStatus.WRONG_ANSWER}
  when t.s < 80 then ${JudgeStatus.TIME_LIMIT_EXCEEDED} when t.s < 90 then ${JudgeStatus.COMPILE_ERROR}
  when t.s < 95 then ${JudgeStatus.RUNTIME_ERROR} else ${JudgeStatus.SYSTEM_ERROR} end`);
// The random draws are materialised first: SQLite would otherwise fold them into the join.
const draws = sql`select n, ${rnd(USERS)} as ui, ${rnd(PROBLEMS)} as pi, ${rnd(elapsedS)} as r, ${rnd(100)} as s`;
const withDraws = pgSql
  ? sql`with t as materialized (${draws} from generate_series(1, ${SUBS}) as g(n))`
  : sql`with recursive g(n) as (select 1 union all select n + 1 from g where n < ${SUBS}),
      t as materialized (${draws} from g)`;
const bool = (b: boolean) => sql.raw(pgSql ? String(b) : b ? '1' : '0');
await sql`${withDraws}
  insert into judge (pid, display_pid, uid, username, submit_time, status, share, length, code, language,
    cid, cpid, gid, ip, version, is_manual, time, gmt_create, gmt_modified)
  select cp.pid, cp.display_id, u.uuid, u.username, ${atExpr}, ${statusCase}, ${bool(false)}, 10, 'x', 'C++',
    ${cid}, cp.id, null, null, 0, ${bool(false)}, 10, ${atExpr}, ${atExpr}
  from t
  join user_info u on u.username = 'bench' || t.ui
  join (select id, pid, display_id, row_number() over (order by id) - 1 as k from contest_problem where cid = ${cid}) cp
    on cp.k = t.pi`.execute(db);
// contest_record.status by the judge's own mapping (rules.ts), as one CASE.
const recordStatus = sql.raw(
  `case j.status ${Object.values(JudgeStatus)
    .map((v) => `when ${v} then ${contestRecordStatusOf(v) ?? 'null'}`)
    .join(' ')} end`,
);
const secs = pgSql
  ? sql`floor(extract(epoch from j.submit_time) - ${startS})::int`
  : sql`cast(strftime('%s', j.submit_time) as integer) - ${startS}`;
await sql`insert into contest_record (cid, uid, pid, cpid, display_id, submit_id, username, realname, status,
    submit_time, time, score, use_time, first_blood, checked, gmt_create, gmt_modified)
  select j.cid, j.uid, j.pid, j.cpid, j.display_pid, j.submit_id, j.username, null, ${recordStatus},
    j.submit_time, ${secs}, null, 10, ${bool(false)}, ${bool(false)}, j.gmt_create, j.gmt_modified
  from judge j where j.cid = ${cid}`.execute(db);
if (DB === 'postgres') await sql`analyze`.execute(db);
log(`set-up: ${SUBS} submissions and records in ${ms(t0).toFixed(0)} ms`);

const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  db: DB,
  redis: REDIS,
  size: { users: USERS, problems: PROBLEMS, submissions: SUBS },
  machine: `${os.cpus().length} cores ${os.cpus()[0].model}, load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} at start`,
};

// ---- 1. full rebuild ----------------------------------------------------------------------------------
const rebuild: number[] = [];
const rebuildCpu: number[] = [];
const profiler = PROFILE_REBUILD ? new inspector.Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
for (let i = 0; i < 3; i++) {
  t0 = performance.now();
  const c0 = cpuMs();
  await rebuildContestBoard(database, cid);
  rebuild.push(ms(t0));
  rebuildCpu.push(cpuMs() - c0);
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  fs.writeFileSync(PROFILE_REBUILD, JSON.stringify(profile));
  profiler.disconnect();
  log(`wrote the rebuilds' CPU profile to ${PROFILE_REBUILD}`);
}
const cellCount = (
  await db
    .selectFrom('contest_board_cell')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cid', '=', cid)
    .executeTakeFirstOrThrow()
).n;
results.rebuild = stats(rebuild);
results.rebuildCpu = stats(rebuildCpu);
results.cells = Number(cellCount);
log(
  '1. full rebuild from the records:',
  results.rebuild,
  `(${cellCount} cells); Node CPU:`,
  results.rebuildCpu,
);

// ---- 2. board from the cells, cold --------------------------------------------------------------------------
// The order of the whole board from the per-user rank keys (no cache), live and sealed views.
const service = boardService(app.ctx);
const contestRow = await db.selectFrom('contest').selectAll().where('id', '=', cid).executeTakeFirstOrThrow();
const coldLive: number[] = [];
const coldSealed: number[] = [];
const coldCpu: number[] = [];
for (let i = 0; i < 7; i++) {
  t0 = performance.now();
  const c0 = cpuMs();
  const { board } = await service.rankedBoard(contestRow, { sealed: false, containsEnd: false, fresh: true });
  coldLive.push(ms(t0));
  coldCpu.push(cpuMs() - c0);
  if (i === 0)
    log(
      `   live board: ${board.entries.length} rows; first: ${board.entries[0].user.username} rank ${board.entries[0].rank}, ${board.entries[0].primary} solved, ${board.entries[0].secondary} s, ${board.entries[0].award?.name}`,
    );
  t0 = performance.now();
  await service.rankedBoard(contestRow, { sealed: true, containsEnd: false, fresh: true });
  coldSealed.push(ms(t0));
}
results.coldLive = stats(coldLive.slice(2));
results.coldSealed = stats(coldSealed.slice(2));
results.coldLiveCpu = stats(coldCpu.slice(2));
log(
  '2. board order from the cells (cold), live:',
  results.coldLive,
  'sealed:',
  results.coldSealed,
  '; live, Node CPU:',
  results.coldLiveCpu,
);

// ---- 3. cached page read ---------------------------------------------------------------------------------------
// Root reads the board (the participants' passwords are no real hashes); root is a contest admin,
// so it reads the sealed board unless it forces a refresh, as participants do.
const signIn = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: 'root', password: 'BenchPass1' },
});
if (signIn.statusCode !== 200) throw new Error(signIn.body);
const rootToken = String(signIn.headers.authorization);
const page = (token: string, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/get-contest-rank',
    headers: { authorization: token },
    payload: { cid, currentPage: 1, limit: 30, ...body },
  });
// A cold page through the API: an admin's force refresh skips the cache (order + page rows + JSON).
const coldApi: number[] = [];
const coldApiCpu: number[] = [];
for (let i = 0; i < 7; i++) {
  t0 = performance.now();
  const c0 = cpuMs();
  const r = await page(rootToken, { forceRefresh: true });
  coldApi.push(ms(t0));
  coldApiCpu.push(cpuMs() - c0);
  if (r.statusCode !== 200) throw new Error(r.body);
}
results.coldApi = stats(coldApi.slice(2));
results.coldApiCpu = stats(coldApiCpu.slice(2));
log(
  '2b. cold page, POST /api/get-contest-rank with forceRefresh (inject):',
  results.coldApi,
  '; Node CPU:',
  results.coldApiCpu,
);
await page(rootToken);
const cachedApi: number[] = [];
const cachedApiCpu: number[] = [];
for (let i = 0; i < 200; i++) {
  t0 = performance.now();
  const c0 = cpuMs();
  const r = await page(rootToken, { currentPage: 1 + (i % 10) });
  cachedApi.push(ms(t0));
  cachedApiCpu.push(cpuMs() - c0);
  if (r.statusCode !== 200) throw new Error(r.body);
}
const cachedService: number[] = [];
for (let i = 0; i < 200; i++) {
  t0 = performance.now();
  await service.rankedBoard(contestRow, { sealed: true, containsEnd: false, fresh: false });
  cachedService.push(ms(t0));
}
results.cachedApi = stats(cachedApi);
results.cachedService = stats(cachedService);
results.cachedApiCpu = stats(cachedApiCpu);
log(
  '3. cached page read, POST /api/get-contest-rank (inject):',
  results.cachedApi,
  '; Node CPU:',
  results.cachedApiCpu,
  '; service only:',
  results.cachedService,
);

// ---- 4. verdict → updated row -----------------------------------------------------------------------------------
// The board a browser watches: on a second app (another process's view) with --redis, else the same.
const watcherApp: BuiltApp = REDIS ? await buildApp(config, { seed: false, migrate: false }) : app;
if (REDIS) await watcherApp.ready();
const address = await watcherApp.listen({ port: 0, host: '127.0.0.1' });
const adminToken = rootToken;
const es = await fetch(`${address}/api/contest-board-events?cid=${cid}`, {
  headers: { authorization: adminToken },
});
if (!es.ok || !es.body) throw new Error(`events: ${es.status}`);
const reader = es.body.getReader();
const decoder = new TextDecoder();
let buffer = '';
const waiters: (() => void)[] = [];
void (async () => {
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value);
    let i;
    while ((i = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (chunk.startsWith('event: board')) waiters.splice(0).forEach((w) => w());
    }
  }
})();
const nextBoardEvent = () => new Promise<void>((resolve) => waiters.push(resolve));
await new Promise((r) => setTimeout(r, 300));

const verdictT: number[] = [];
const notifyT: number[] = [];
// A participant without submissions yet: each verdict below is a new AC on their row.
const me = { ...users[0], uuid: randomUUID().replace(/-/g, ''), username: 'benchlive', nickname: 'Live' };
await db.insertInto('user_info').values(me).execute();
const { insertSubmission } = await import('../../packages/server/src/modules/submission/repo.js');
for (let i = 0; i < 10; i++) {
  // A new submission of `me` on problem i (pending: the intake's write), then its AC verdict.
  const p = i % PROBLEMS;
  const j = await insertSubmission(database, {
    pid: pids[p],
    displayPid: 'A',
    uid: me.uuid,
    username: me.username,
    code: 'x',
    language: 'C++',
    cid,
    cpid: cpids[p],
    gid: null,
    ip: null,
    contest: { contest: { start_time: cols.time(start) }, displayId: 'A', realname: null },
  });
  await new Promise((r) => setTimeout(r, 1200)); // let the watcher see the new try first
  const event = nextBoardEvent();
  t0 = performance.now();
  await app.ctx.judge.results.finish(Number(j.submit_id), 0, {
    status: JudgeStatus.ACCEPTED,
    time: 5,
    memory: 1,
    score: null,
    oiRankScore: null,
    errorMessage: null,
  });
  await event;
  notifyT.push(ms(t0));
  // The admin's live board (force refresh, as the sealed board hides this verdict by design).
  const r = await watcherApp.inject({
    method: 'POST',
    url: '/api/get-contest-rank',
    headers: { authorization: adminToken },
    payload: { cid, forceRefresh: true, keyword: me.username, currentPage: 1, limit: 30 },
  });
  const row = r.json().data.records.find((x: { uid: string }) => x.uid === me.uuid);
  verdictT.push(ms(t0));
  if (!row?.submissionInfo?.[String.fromCharCode(65 + p)]?.isAC)
    throw new Error(`row not updated: ${JSON.stringify(row).slice(0, 300)}`);
}
results.verdictToEvent = stats(notifyT);
results.verdictToRow = stats(verdictT);
log(
  `4. verdict → board-changed event${REDIS ? ' (other app, via Redis)' : ''}:`,
  results.verdictToEvent,
  '; → updated row in hand:',
  results.verdictToRow,
);

await reader.cancel().catch(() => {});
if (REDIS) await watcherApp.close();
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
if (DB === 'postgres') {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`drop schema if exists "${schema}" cascade`);
  await c.end();
}
const out = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  `results-${DB}${REDIS ? '-redis' : ''}${smoke ? '-smoke' : ''}.json`,
);
fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
log(`written ${path.relative(process.cwd(), out)}`);
process.exit(0);
