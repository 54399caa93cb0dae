// Storm benchmark (issue 24, Deliver 3): N submissions in one burst against the cluster of
// scripts/cluster.sh (2 servers behind nginx, 3 judge workers, PostgreSQL, Redis), through the proxy,
// while faults are injected, then every count the verdicts feed is checked against the submissions.
//
//   node bench/storm/run.mjs [--count 2000] [--fault none|worker|server|redis|worker,server]
//                            [--concurrency 32] [--drain-timeout 900] [--keep]
//
// The cluster runs on its own settings (never the defaults others use): run directory .cluster-storm,
// ports from 18450, schema judge_storm, Redis key prefix judge-storm:, and a PRIVATE redis-server on
// 127.0.0.1:6391 (its own dir, no persistence), which this script starts and stops — the machine's
// shared Redis on 6379 is never touched. Each run starts from an empty schema and an empty Redis.
// Needs a build (`npm run build`), root (the sandbox), nginx, PostgreSQL and Debian's redis-server.
//
// What it does:
//   1. set-up through the proxy: root signs in, the submit interval is switched off, 8 users are
//      imported, a running public ACM contest gets P1002 (A, special judge); main-site submissions go
//      to P1000 and P1001 (a problem of a running contest is the contest's only); the three judge in
//      `ergodic_without_error` mode with a 200 ms limit (set in the schema, so a TLE costs one case);
//   2. the burst: N submissions from the 8 users at `--concurrency` requests at once, a seeded mix of
//      45 % AC, 30 % WA, 10 % TLE, 15 % CE (C: the cheapest compile, so the 2-core machine drains
//      the burst in minutes), 30 % of them in the contest, each with the verdict
//      its code must get; a request that fails (502 while a server is down, 500 while Redis is
//      away) is sent again after a second, as a user would;
//   3. faults: `worker` SIGKILLs judge worker 2 when 25 % of the burst was sent and restarts it
//      5 s later; `server` SIGKILLs server 1 at 50 % and restarts it 3 s later; `redis` shuts the
//      private Redis down (no save: every queued job is lost) at 50 % and starts it again 3 s later;
//   4. drain: the submissions' rows are read every second until none is Pending/Compiling/Judging,
//      or `--drain-timeout` seconds after the last send; a row seen final and later in progress
//      again is recorded (a second verdict);
//   5. checks (from the database, and through the API where a page reads them): every acknowledged
//      submission has a row with a final verdict, the verdict its code must get, and one case row per
//      case run; user_acproblem, user_rank_count (ac, total, score), the problem list's statistics
//      and the contest board (get-contest-rank as a participant reads it) equal values recomputed
//      here from the submissions table.
// Prints the figures and writes bench/storm/results-<fault>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { JudgeStatus, isInProgress } from '@judge/shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const COUNT = Number(opt('count', '2000'));
const FAULTS = opt('fault', 'none')
  .split(',')
  .filter((f) => f && f !== 'none');
const CONCURRENCY = Number(opt('concurrency', '32'));
const DRAIN_TIMEOUT_S = Number(opt('drain-timeout', '900'));
const KEEP = args.includes('--keep');
for (const f of FAULTS)
  if (!['worker', 'server', 'redis'].includes(f))
    throw new Error(`unknown fault ${f} (worker|server|redis|none)`);

const RUN = path.join(root, '.cluster-storm');
const BASE = 18450;
const REDIS_PORT = 6391;
const DB_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'judge_storm';
const ROOT_PASSWORD = 'StormRoot-1';
const env = {
  ...process.env,
  CLUSTER_DIR: RUN,
  CLUSTER_PORT_BASE: String(BASE),
  DATABASE_URL: DB_URL,
  DATABASE_SCHEMA: SCHEMA,
  REDIS_KEY_PREFIX: 'judge-storm:',
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  CLUSTER_UID_BASE: '62000',
  ROOT_PASSWORD,
  LOG_LEVEL: 'warn',
  // One address sends everything (the proxy's X-Forwarded-For): the per-address limit would refuse
  // most of the burst, which is not what this measures.
  RATE_LIMIT_MAX: '100000000',
  // The stale sweep (runtime.sweep) is what brings back submissions whose queued job Redis lost;
  // 60 s instead of 15 min keeps the run short. It runs every min(JUDGE_STALE_MS, 5 min).
  JUDGE_STALE_MS: process.env.JUDGE_STALE_MS || '60000',
};
const proxy = `http://127.0.0.1:${BASE}`;

const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
const log = (...xs) => console.log(`[${since()}]`, ...xs);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- processes: the private Redis and the cluster ----------------------------------------------
const redisDir = path.join(RUN, 'redis');
const redisPidFile = path.join(redisDir, 'redis.pid');

function redisCli(...a) {
  return spawnSync('redis-cli', ['-p', String(REDIS_PORT), ...a], { encoding: 'utf8' });
}
function redisUp() {
  return redisCli('ping').stdout?.trim() === 'PONG';
}
async function startRedis() {
  if (redisUp()) return;
  fs.mkdirSync(redisDir, { recursive: true });
  const r = spawnSync(
    'redis-server',
    [
      '--port',
      String(REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      redisDir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      redisPidFile,
      '--logfile',
      path.join(redisDir, 'redis.log'),
      '--maxmemory-policy',
      'noeviction',
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`redis-server: ${r.stderr || r.stdout}`);
  for (let i = 0; i < 50 && !redisUp(); i++) await sleep(100);
  if (!redisUp())
    throw new Error(`the private redis on ${REDIS_PORT} did not start (see ${redisDir}/redis.log)`);
}
async function stopRedis() {
  if (!redisUp()) return;
  // SHUTDOWN NOSAVE: what a crash or a restart without persistence leaves — no queued job survives.
  redisCli('shutdown', 'nosave');
  for (let i = 0; i < 50 && redisUp(); i++) await sleep(100);
}

function cluster(cmd) {
  const r = spawnSync('bash', [path.join(root, 'scripts/cluster.sh'), cmd], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cluster.sh ${cmd}: ${r.stderr || r.stdout}`);
  return r.stdout;
}
function pidOf(name) {
  const f = path.join(RUN, 'pids', `${name}.pid`);
  return fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : null;
}

// ---- HTTP -----------------------------------------------------------------------------------------
async function api(method, url, { body, token, admin } = {}) {
  const r = await fetch(`${proxy}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
      ...(admin ? { 'url-type': 'admin' } : {}),
      'accept-language': 'en-US',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  if (r.status !== 200)
    throw new Error(`${method} ${url}: HTTP ${r.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return { json, headers: r.headers };
}
async function login(username, password) {
  const { headers } = await api('POST', '/api/login', { body: { username, password } });
  return headers.get('authorization');
}

// ---- the codes and their verdicts -------------------------------------------------------------------
const CODES = {
  P1000: {
    AC: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n',
    WA: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b+1);}\n',
  },
  P1001: {
    AC: '#include <stdio.h>\nint main(){int n;long long s=0,x;scanf("%d",&n);while(n--){scanf("%lld",&x);s+=x;}printf("%lld\\n",s);}\n',
    WA: '#include <stdio.h>\nint main(){int n;long long s=1,x;scanf("%d",&n);while(n--){scanf("%lld",&x);s+=x;}printf("%lld\\n",s);}\n',
  },
  // Any derangement of 1..n, checked by the problem's special judge.
  P1002: {
    AC: '#include <stdio.h>\nint main(){int n;scanf("%d",&n);for(int i=1;i<=n;i++)printf("%d%c",i%n+1,i==n?\'\\n\':\' \');}\n',
    WA: '#include <stdio.h>\nint main(){int n;scanf("%d",&n);for(int i=1;i<=n;i++)printf("%d%c",i,i==n?\'\\n\':\' \');}\n',
  },
};
const TLE = '#include <stdio.h>\nint main(){volatile unsigned long long x=0;for(;;)x++;}\n';
const CE = '#include <stdio.h>\nint main( {return 0;}\n';
const EXPECTED = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  CE: JudgeStatus.COMPILE_ERROR,
};
const codeOf = (problem, kind, i) =>
  `// storm ${i}\n${kind === 'TLE' ? TLE : kind === 'CE' ? CE : CODES[problem][kind]}`;

/** mulberry32: the same mix on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- main ---------------------------------------------------------------------------------------------
const pool = new pg.Pool({ connectionString: DB_URL, max: 3 });
const q = async (text, params) => (await pool.query(text, params)).rows;
const T = (name) => `"${SCHEMA}".${name}`;

async function freshState() {
  cluster('down');
  await q(`drop schema if exists "${SCHEMA}" cascade`);
  fs.rmSync(path.join(RUN, 'data'), { recursive: true, force: true });
  await startRedis();
  redisCli('flushall');
}

async function setup() {
  const rootToken = await login('root', ROOT_PASSWORD);
  await api('PUT', '/api/admin/switch/update', {
    body: { defaultSubmitInterval: 0 },
    token: rootToken,
    admin: true,
  });
  const users = Array.from({ length: 8 }, (_, i) => ({
    username: `storm${i + 1}`,
    password: `StormPass${i + 1}`,
  }));
  await api('POST', '/api/admin/user/insert-batch-user', {
    token: rootToken,
    admin: true,
    body: {
      users: users.map((u) => [u.username, u.password, `${u.username}@example.com`, `Storm ${u.username}`]),
    },
  });
  for (const u of users) u.token = await login(u.username, u.password);
  const uids = await q(`select uuid, username from ${T('user_info')} where username like 'storm%'`);
  for (const u of users) u.uid = uids.find((r) => r.username === u.username).uuid;

  // Ergodic mode and a 200 ms limit: a TLE stops at its first case instead of costing 10 × 1 s.
  await q(
    `update ${T('problem')} set judge_case_mode = 'ergodic_without_error', time_limit = 200 where problem_id in ('P1000','P1001','P1002')`,
  );
  const probs = await q(
    `select id, problem_id from ${T('problem')} where problem_id in ('P1000','P1001','P1002')`,
  );
  const pidOfProblem = Object.fromEntries(probs.map((p) => [p.problem_id, p.id]));
  const cases = await q(
    `select pid, count(*)::int as n from ${T('problem_case')} where pid = any($1) and status = 0 group by pid`,
    [probs.map((p) => p.id)],
  );
  const caseCount = Object.fromEntries(cases.map((c) => [c.pid, c.n]));

  const start = Date.now() - 60_000;
  const end = start + 5 * 3600_000;
  const title = `Storm Cup ${Date.now()}`;
  await api('POST', '/api/admin/contest', {
    token: rootToken,
    admin: true,
    body: {
      title,
      description: 'Storm benchmark',
      type: 0,
      auth: 0,
      pwd: null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      duration: (end - start) / 1000,
      sealRank: false,
      openRank: true,
      visible: true,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      awardType: 0,
      starAccount: [],
    },
  });
  const [contest] = await q(`select id, start_time from ${T('contest')} where title = $1`, [title]);
  // A problem of a running contest is the contest's only (auth Contest): the main-site part of the
  // burst goes to P1000 and P1001, the contest part to P1002 (a special judge) as A.
  await api('POST', '/api/admin/contest/add-problem-from-public', {
    token: rootToken,
    admin: true,
    body: { cid: contest.id, pid: pidOfProblem.P1002, displayId: 'A' },
  });
  return { rootToken, users, pidOfProblem, caseCount, contest };
}

function plan(users) {
  const rnd = prng(24);
  const jobs = [];
  for (let i = 0; i < COUNT; i++) {
    const user = users[Math.floor(rnd() * users.length)];
    const inContest = rnd() < 0.3;
    const problem = inContest ? 'P1002' : rnd() < 0.5 ? 'P1000' : 'P1001';
    const r = rnd();
    const kind = r < 0.45 ? 'AC' : r < 0.75 ? 'WA' : r < 0.85 ? 'TLE' : 'CE';
    jobs.push({ i, user, problem, kind, inContest, submitId: null, attempts: 0, error: null });
  }
  return jobs;
}

const seenReasons = new Set();
const RUN_TAG = Date.now().toString(36);
async function submitOne(job, cid) {
  const body = {
    pid: job.inContest ? 'A' : job.problem,
    language: 'C',
    code: codeOf(job.problem, job.kind, job.i),
    cid: job.inContest ? cid : 0,
  };
  const key = `storm-${RUN_TAG}-${job.i}`;
  for (;;) {
    job.attempts++;
    let status = 0;
    let json = null;
    try {
      const r = await fetch(`${proxy}/api/submit-problem-judge`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: job.user.token,
          'accept-language': 'en-US',
          // One key per submission, the same on every resend: a copy the dead server wrote before
          // it could answer is answered again instead of written twice.
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      status = r.status;
      json = await r.json().catch(() => null);
    } catch (e) {
      json = { msg: e.cause?.code ?? e.name };
    }
    if (status === 200 && Number.isInteger(json?.data?.submitId)) {
      job.submitId = json.data.submitId;
      return;
    }
    const reason = `${status} ${json?.msg ?? ''}`.trim();
    if (!seenReasons.has(reason)) {
      seenReasons.add(reason);
      log(`  a submit was refused: ${reason} (sent again after 1 s)`);
    }
    job.failures = [...(job.failures ?? []), reason];
    if (job.attempts >= 30) {
      job.error = job.failures.at(-1);
      return;
    }
    await sleep(1000);
  }
}

async function main() {
  log(
    `storm: ${COUNT} submissions, fault ${FAULTS.join('+') || 'none'}, concurrency ${CONCURRENCY}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  await freshState();
  log('cluster up (fresh schema, empty private redis)');
  cluster('up');
  const s = await setup();
  const { users, contest } = s;
  const uids = users.map((u) => u.uid);
  log(`set-up done: 8 users, contest #${contest.id} (A = P1002), cases ${JSON.stringify(s.caseCount)}`);

  const jobs = plan(users);
  const faultsAt = { worker: 0.25, server: 0.5, redis: 0.5 };
  const faultLog = [];
  let sent = 0;
  const fired = new Set();
  const pendingFaults = [];
  async function fire(fault) {
    const at = Date.now();
    if (fault === 'worker') {
      const pid = pidOf('worker-2');
      process.kill(pid, 'SIGKILL');
      log(`FAULT worker-2 (pid ${pid}) SIGKILL`);
      await sleep(5000);
      cluster('up');
    } else if (fault === 'server') {
      const pid = pidOf('server-1');
      process.kill(pid, 'SIGKILL');
      log(`FAULT server-1 (pid ${pid}) SIGKILL`);
      await sleep(3000);
      cluster('up');
    } else if (fault === 'redis') {
      log('FAULT redis shutdown nosave');
      await stopRedis();
      await sleep(3000);
      await startRedis();
    }
    faultLog.push({
      fault,
      atS: +((at - burstStart) / 1000).toFixed(1),
      restartedAfterS: +((Date.now() - at) / 1000).toFixed(1),
    });
    log(`      ${fault} back after ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }

  // Rows of the storm users, watched every second; final → in progress again is a second verdict.
  const lastState = new Map();
  const reverdicts = new Set();
  let lastFinalAt = null;
  let watching = true;
  const watch = { rows: 0, final: 0, allFinal: false };
  const watcher = (async () => {
    while (watching) {
      const rows = await q(`select submit_id, status from ${T('judge')} where uid = any($1)`, [uids]).catch(
        () => null,
      );
      if (rows) {
        let allFinal = true;
        for (const r of rows) {
          const prev = lastState.get(r.submit_id);
          const fin = !isInProgress(r.status);
          if (prev === true && !fin) reverdicts.add(r.submit_id);
          if (fin && prev !== true) lastFinalAt = Date.now();
          if (!fin) allFinal = false;
          lastState.set(r.submit_id, fin);
        }
        watch.allFinal = allFinal && rows.length > 0;
        watch.rows = rows.length;
        watch.final = rows.filter((r) => !isInProgress(r.status)).length;
      }
      await sleep(1000);
    }
  })();

  const burstStart = Date.now();
  log(`burst: ${COUNT} submissions through the proxy`);
  let next = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await submitOne(job, contest.id);
      sent++;
      for (const f of FAULTS)
        if (!fired.has(f) && sent >= faultsAt[f] * COUNT) {
          fired.add(f);
          pendingFaults.push(fire(f));
        }
    }
  });
  const progress = setInterval(
    () => log(`  sent ${sent}/${COUNT}, rows ${watch.rows}, final ${watch.final}`),
    10_000,
  );
  await Promise.all(workers);
  const burstEnd = Date.now();
  log(`burst sent in ${((burstEnd - burstStart) / 1000).toFixed(1)} s`);
  await Promise.all(pendingFaults);

  // Drain: bounded wait after the last send.
  const deadline = Date.now() + DRAIN_TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    await sleep(1000);
    if (watch.allFinal && watch.rows >= jobs.filter((j) => j.submitId).length) break;
  }
  clearInterval(progress);
  // A few seconds more: a late second verdict or a late counter write would show here.
  await sleep(5000);
  watching = false;
  await watcher;
  const drainS = lastFinalAt ? (lastFinalAt - burstStart) / 1000 : null;
  log(
    `drained: ${watch.final}/${watch.rows} final, last verdict ${drainS?.toFixed(1)} s after the burst began`,
  );

  const checks = await verify(s, jobs, reverdicts);
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores ${os.cpus()[0].model}`,
    count: COUNT,
    fault: FAULTS.join('+') || 'none',
    faults: faultLog,
    concurrency: CONCURRENCY,
    burstSendS: +((burstEnd - burstStart) / 1000).toFixed(1),
    timeToDrainS: drainS === null ? null : +drainS.toFixed(1),
    throughputPerS: drainS ? +(watch.rows / drainS).toFixed(2) : null,
    ...checks,
  };
  const file = path.join(root, `bench/storm/results-${result.fault}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log('\n' + summary(result));
  console.log(`\nwritten: ${path.relative(root, file)}`);
  return result;
}

/** Everything checked against values recomputed from the submissions table. */
async function verify(s, jobs, reverdicts) {
  const { users, contest, caseCount, pidOfProblem } = s;
  const uids = users.map((u) => u.uid);
  const rows = await q(
    `select submit_id, uid, pid, cid, status, version, oi_rank_score, submit_time from ${T('judge')} where uid = any($1) order by submit_id`,
    [uids],
  );
  const byId = new Map(rows.map((r) => [r.submit_id, r]));
  const acked = jobs.filter((j) => j.submitId !== null);
  const ackedIds = new Set(acked.map((j) => j.submitId));
  const lost = acked.filter((j) => !byId.has(j.submitId)).map((j) => j.submitId);
  const stuck = rows.filter((r) => isInProgress(r.status)).map((r) => r.submit_id);
  const wrongVerdict = acked
    .filter((j) => byId.has(j.submitId) && !isInProgress(byId.get(j.submitId).status))
    .filter((j) => byId.get(j.submitId).status !== EXPECTED[j.kind])
    .map((j) => ({ submitId: j.submitId, kind: j.kind, status: byId.get(j.submitId).status }));
  const orphans = rows.filter((r) => !ackedIds.has(r.submit_id)).map((r) => r.submit_id);

  // One case row per case run: AC runs every case, WA/TLE (ergodic) every case too (the rest
  // reported as skipped), CE none.
  const caseRows = await q(
    `select submit_id, count(*)::int as n, count(distinct seq)::int as d from ${T('judge_case')} where uid = any($1) group by submit_id`,
    [uids],
  );
  const casesOf = new Map(caseRows.map((c) => [c.submit_id, c]));
  const caseMismatch = [];
  for (const r of rows) {
    if (isInProgress(r.status)) continue;
    const want = r.status === JudgeStatus.COMPILE_ERROR ? 0 : caseCount[r.pid];
    const got = casesOf.get(r.submit_id) ?? { n: 0, d: 0 };
    if (got.n !== want || got.d !== got.n)
      caseMismatch.push({ submitId: r.submit_id, status: r.status, want, got: got.n });
  }

  // AC lists: the first main-site Accepted per (user, problem).
  const firstAc = new Map();
  for (const r of rows)
    if (r.cid === 0 && r.status === JudgeStatus.ACCEPTED && !firstAc.has(`${r.uid}/${r.pid}`))
      firstAc.set(`${r.uid}/${r.pid}`, r.submit_id);
  const acRows = await q(`select uid, pid, submit_id from ${T('user_acproblem')} where uid = any($1)`, [
    uids,
  ]);
  const acList = { expected: firstAc.size, stored: acRows.length, extra: 0, missing: 0, wrong: 0 };
  const storedAc = new Map(acRows.map((r) => [`${r.uid}/${r.pid}`, r.submit_id]));
  for (const [k, id] of firstAc) {
    if (!storedAc.has(k)) acList.missing++;
    else if (storedAc.get(k) !== id) acList.wrong++;
  }
  for (const k of storedAc.keys()) if (!firstAc.has(k)) acList.extra++;

  // user_rank_count: ac = distinct problems accepted on the main site, total = main-site
  // submissions but cancelled ones, score = Σ best oi_rank_score per problem.
  const rankRows = await q(`select uid, ac, total, score from ${T('user_rank_count')} where uid = any($1)`, [
    uids,
  ]);
  const counters = { users: users.length, over: [], under: [] };
  for (const u of users) {
    const mine = rows.filter((r) => r.uid === u.uid && r.cid === 0);
    const ac = new Set(mine.filter((r) => r.status === JudgeStatus.ACCEPTED).map((r) => r.pid)).size;
    const total = mine.filter((r) => r.status !== JudgeStatus.CANCELLED).length;
    const best = new Map();
    for (const r of mine)
      if (r.oi_rank_score !== null)
        best.set(r.pid, Math.max(best.get(r.pid) ?? -Infinity, Number(r.oi_rank_score)));
    const score = [...best.values()].reduce((a, b) => a + b, 0);
    const st = rankRows.find((r) => r.uid === u.uid) ?? { ac: 0, total: 0, score: 0 };
    for (const [k, want, got] of [
      ['ac', ac, Number(st.ac)],
      ['total', total, Number(st.total)],
      ['score', score, Number(st.score)],
    ]) {
      if (got > want) counters.over.push({ user: u.username, counter: k, want, got });
      if (got < want) counters.under.push({ user: u.username, counter: k, want, got });
    }
  }

  // Problem statistics as the problem list shows them (computed from the rows of every user).
  const stats = { over: [], under: [] };
  const list = (await api('GET', '/api/get-problem-list?currentPage=1&limit=50')).json.data.records;
  const key = {
    [JudgeStatus.ACCEPTED]: 'ac',
    [JudgeStatus.WRONG_ANSWER]: 'wa',
    [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
    [JudgeStatus.COMPILE_ERROR]: 'ce',
    [JudgeStatus.SYSTEM_ERROR]: 'se',
    [JudgeStatus.RUNTIME_ERROR]: 're',
  };
  for (const problemId of ['P1000', 'P1001']) {
    const pid = pidOfProblem[problemId];
    const all = await q(
      `select status, count(*)::int as n from ${T('judge')} where pid = $1 and cid = 0 and gid is null and status <> $2 group by status`,
      [pid, JudgeStatus.CANCELLED],
    );
    const want = { total: 0, ac: 0, wa: 0, tle: 0, ce: 0, se: 0, re: 0 };
    for (const r of all) {
      want.total += r.n;
      if (key[r.status]) want[key[r.status]] += r.n;
    }
    const shown = list.find((p) => p.problemId === problemId);
    for (const k of Object.keys(want)) {
      if (shown[k] > want[k]) stats.over.push({ problemId, k, want: want[k], got: shown[k] });
      if (shown[k] < want[k]) stats.under.push({ problemId, k, want: want[k], got: shown[k] });
    }
  }

  // The contest board as a participant reads it (cached pages, board-changed stamps), against an
  // ACM board recomputed here: per user and problem, penalised tries (WA/TLE here) before the first
  // AC, the AC's time in seconds from the start, and the penalty total.
  const start = new Date(contest.start_time).getTime();
  const displayOf = { [pidOfProblem.P1002]: 'A' };
  const want = new Map();
  // The board's order of a user's tries: submission time, then id (ids of concurrent submits made
  // through two servers are not in time order).
  const inContest = rows
    .filter((r) => r.cid === contest.id)
    .sort((x, y) => new Date(x.submit_time) - new Date(y.submit_time) || x.submit_id - y.submit_id);
  for (const r of inContest) {
    const row = want.get(r.uid) ?? { ac: 0, totalTime: 0, cells: {} };
    const d = displayOf[r.pid];
    const cell = (row.cells[d] ??= { errorNum: 0, isAC: false });
    if (!cell.isAC) {
      if (r.status === JudgeStatus.ACCEPTED) {
        cell.isAC = true;
        cell.ACTime = Math.max(0, Math.floor((new Date(r.submit_time).getTime() - start) / 1000));
        row.ac++;
        row.totalTime += cell.ACTime + 1200 * cell.errorNum;
      } else if (
        [JudgeStatus.WRONG_ANSWER, JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR].includes(
          r.status,
        )
      )
        cell.errorNum++;
    }
    want.set(r.uid, row);
  }
  const board = (
    await api('POST', '/api/get-contest-rank', {
      token: users[0].token,
      body: { cid: contest.id, currentPage: 1, limit: 50 },
    })
  ).json.data.records;
  const boardCheck = { rows: board.length, expectedRows: want.size, cellsChecked: 0, over: [], under: [] };
  for (const [uid, w] of want) {
    const b = board.find((r) => r.uid === uid);
    const name = users.find((u) => u.uid === uid).username;
    if (!b) {
      boardCheck.under.push({ user: name, what: 'row missing' });
      continue;
    }
    const cmp = (what, wantV, gotV) => {
      if (gotV > wantV) boardCheck.over.push({ user: name, what, want: wantV, got: gotV });
      if (gotV < wantV) boardCheck.under.push({ user: name, what, want: wantV, got: gotV });
    };
    cmp('ac', w.ac, b.ac);
    cmp('totalTime', w.totalTime, b.totalTime);
    for (const [d, c] of Object.entries(w.cells)) {
      const got = b.submissionInfo[d] ?? { errorNum: 0 };
      boardCheck.cellsChecked++;
      cmp(`${d}.errorNum`, c.errorNum, got.errorNum);
      cmp(`${d}.isAC`, Number(c.isAC), Number(!!got.isAC));
      if (c.isAC) cmp(`${d}.ACTime`, c.ACTime, got.ACTime ?? -1);
    }
  }

  const countedTwice =
    counters.over.length + stats.over.length + boardCheck.over.length + acList.extra + reverdicts.size;
  return {
    submitted: acked.length,
    requestsGivenUp: jobs.length - acked.length,
    resent: jobs.filter((j) => j.attempts > 1).length,
    resendReasons: tally(jobs.flatMap((j) => j.failures ?? [])),
    rows: rows.length,
    orphans: orphans.length,
    final: rows.length - stuck.length,
    lost: lost.length,
    stuck: stuck.length,
    countedTwice,
    secondVerdicts: [...reverdicts],
    judgedAgain: rows.filter((r) => r.version > 0).length,
    wrongVerdict,
    caseMismatch: caseMismatch.slice(0, 20),
    caseMismatchCount: caseMismatch.length,
    verdicts: tally(rows.map((r) => r.status)),
    acList,
    counters,
    problemStats: stats,
    board: boardCheck,
    lostIds: lost.slice(0, 50),
    stuckIds: stuck.slice(0, 50),
  };
}

function tally(xs) {
  const m = {};
  for (const x of xs) m[x] = (m[x] ?? 0) + 1;
  return m;
}

function summary(r) {
  const under =
    r.counters.under.length + r.problemStats.under.length + r.board.under.length + r.acList.missing;
  return [
    `storm ${r.fault}: submitted ${r.submitted} (requests resent ${r.resent}, given up ${r.requestsGivenUp}; rows ${r.rows}, ${r.orphans} not acknowledged)`,
    `  final ${r.final}   lost ${r.lost}   counted twice ${r.countedTwice}   stuck ${r.stuck}   time to drain ${r.timeToDrainS} s (${r.throughputPerS}/s)`,
    `  wrong verdicts ${r.wrongVerdict.length}, case-row mismatches ${r.caseMismatchCount}, judged again ${r.judgedAgain}, second verdicts ${r.secondVerdicts.length}`,
    `  AC lists ${r.acList.stored}/${r.acList.expected} (extra ${r.acList.extra}, missing ${r.acList.missing}, wrong ${r.acList.wrong}); counters over ${r.counters.over.length} under ${r.counters.under.length}; problem statistics over ${r.problemStats.over.length} under ${r.problemStats.under.length}; board cells ${r.board.cellsChecked} over ${r.board.over.length} under ${r.board.under.length}`,
    `  missed (counted too little anywhere): ${under}`,
    `  faults: ${r.faults.map((f) => `${f.fault} at ${f.atS} s (back after ${f.restartedAfterS} s)`).join(', ') || 'none'}`,
    `  resend reasons: ${JSON.stringify(r.resendReasons)}`,
  ].join('\n');
}

let failed = false;
try {
  const r = await main();
  failed = r.lost + r.stuck + r.countedTwice > 0;
} catch (e) {
  failed = true;
  console.error(`storm failed: ${e.stack ?? e.message}`);
} finally {
  if (!KEEP) {
    try {
      cluster('down');
      await q(`drop schema if exists "${SCHEMA}" cascade`);
    } catch (e) {
      console.error(`cleanup: ${e.message}`);
    }
    await stopRedis();
  } else
    log(
      `kept: cluster up at ${proxy}, private redis on ${REDIS_PORT} (scripts/cluster.sh down with the same settings)`,
    );
  await pool.end();
}
process.exit(failed ? 1 : 0);
