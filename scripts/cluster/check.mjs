// `npm run cluster:check`: proves scripts/cluster.sh end to end (about 1–2 minutes, so it is not part
// of `npm test`). It brings up a cluster of its own (run directory .cluster-check, ports from
// CLUSTER_PORT_BASE 18410, a fresh PostgreSQL schema and Redis key prefix that it removes at the
// end), then, as users would:
//   - registers a user through server 1 (the code read from the outbox through server 2, as root),
//     and signs in through server 2 (tokens are shared);
//   - opens the submission stream on server 2, submits A+B through server 1, and waits for the
//     verdict to arrive on that stream (pushed while the stream is open: a judging state first);
//   - reads the verdict through server 2's port and through the proxy;
//   - runs packages/web/e2e/cluster.spec.ts against it in Debian's chromium (Playwright): pages of
//     server 2 show the verdict, the board row and a message caused through server 1, pushed live;
// then `cluster.sh down` and checks that nothing it started still runs. Needs a build and root.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { JudgeStatus, isInProgress } from '@judge/shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.CLUSTER_PORT_BASE || 18410);
const tag = randomBytes(4).toString('hex');
const env = {
  ...process.env,
  CLUSTER_DIR: process.env.CLUSTER_DIR || path.join(root, '.cluster-check'),
  CLUSTER_PORT_BASE: String(base),
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  DATABASE_SCHEMA: `judge_cluster_check_${tag}`,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `judge-cluster-check-${tag}:`,
  ROOT_PASSWORD: `Root-${tag}`,
  METRICS_TOKEN: `metrics-${tag}`,
  CLUSTER_UID_BASE: process.env.CLUSTER_UID_BASE || '64500',
};
const proxy = `http://127.0.0.1:${base}`;
const server = (i) => `http://127.0.0.1:${base + i}`;
const CPP_AB =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';

const cluster = (cmd) => {
  const r = spawnSync('bash', [path.join(root, 'scripts/cluster.sh'), cmd], { env, stdio: 'inherit' });
  return r.status;
};
let step = '';
const ok = (what) => console.log(`  ok  ${what}`);
function expect(cond, what) {
  if (!cond) throw new Error(`${step}: ${what}`);
}

async function api(base, method, url, { body, token } = {}) {
  const r = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
      'accept-language': 'en-US',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json();
  expect(
    r.status === 200,
    `${method} ${url} on ${base}: HTTP ${r.status} ${JSON.stringify(json).slice(0, 300)}`,
  );
  return { json, headers: r.headers };
}

async function login(base, username, password) {
  const { headers } = await api(base, 'POST', '/api/login', { body: { username, password } });
  const token = headers.get('authorization');
  expect(token, `no token from ${base}`);
  return token;
}

/** Reads an SSE stream; resolves with the events seen until `until(event)` is true. */
async function readStream(url, token, until, timeoutMs, stop) {
  const events = [];
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  stop?.then(() => ac.abort());
  try {
    const r = await fetch(url, { headers: { authorization: token }, signal: ac.signal });
    expect(r.status === 200, `stream ${url}: HTTP ${r.status}`);
    const dec = new TextDecoder();
    let buf = '';
    for await (const chunk of r.body) {
      buf += dec.decode(chunk, { stream: true });
      let i;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const ev = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!ev) continue;
        const e = { event: ev, data: data ? JSON.parse(data) : null, at: Date.now() };
        events.push(e);
        if (until(e)) return events;
      }
    }
    return events;
  } catch (e) {
    if (ac.signal.aborted) return events;
    throw e;
  } finally {
    clearTimeout(timer);
    ac.abort();
  }
}

/** Submits A+B; waits out the site's submit interval (one submission per few seconds) if refused. */
async function submitAB(base, token) {
  for (let i = 0; ; i++) {
    const r = await fetch(`${base}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'en-US' },
      body: JSON.stringify({ pid: 'P1000', language: 'C++', code: CPP_AB, cid: 0 }),
    });
    const json = await r.json();
    if (r.status === 200) return json.data.submitId;
    const wait = /try again in (\d+) second/.exec(json.msg)?.[1];
    expect(wait && i < 5, `submit on ${base}: HTTP ${r.status} ${JSON.stringify(json)}`);
    await new Promise((res) => setTimeout(res, (Number(wait) + 1) * 1000));
  }
}

async function scenario() {
  step = 'accounts';
  const rootToken = await login(server(2), 'root', env.ROOT_PASSWORD);
  const username = `c${tag}`;
  const email = `${username}@example.com`;
  const password = 'Passw0rd!';
  await api(server(1), 'GET', `/api/get-register-code?email=${encodeURIComponent(email)}`);
  const outbox = await api(server(2), 'GET', '/api/admin/mail/outbox?currentPage=1&limit=10', {
    token: rootToken,
  });
  const mail = outbox.json.data.records.find((m) => m.to === email);
  expect(mail, 'the registration mail is in the outbox read through server 2');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  await api(server(1), 'POST', '/api/register', { body: { username, password, email, code } });
  const token1 = await login(server(1), username, password);
  const token2 = await login(server(2), username, password);
  ok('registered through server 1 (code read through server 2), signed in on both');

  step = 'submission';
  // The stream needs the id: submit, then open it at once (compiling and 10 cases take longer).
  const submitId = await submitAB(server(1), token1);
  expect(Number.isInteger(submitId), 'a submit id');
  ok(`submitted A+B through server 1: #${submitId}`);
  // Polled beside the stream: once the verdict is stored, the stream has 10 s to deliver it.
  let streamDone = false;
  const stored = (async () => {
    for (let i = 0; i < 240 && !streamDone; i++) {
      const d = await api(server(2), 'GET', `/api/get-submission-detail?submitId=${submitId}`, {
        token: token2,
      });
      if (!isInProgress(d.json.data.submission.status)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 10_000));
  })();
  const isFinal = (e) => e.event === 'status' && e.data[submitId] && !isInProgress(e.data[submitId].status);
  const streamOf = (i, token) =>
    readStream(
      `${server(i)}/api/submission-status-stream?submitIds=${submitId}`,
      token,
      isFinal,
      150_000,
      stored,
    );
  // The same submission watched from both servers: the judge's progress events cross servers through
  // Redis (judging/progress-relay.ts), so each stream gets every step whichever server a report reached.
  const [events1, events] = await Promise.all([streamOf(1, token1), streamOf(2, token2)]);
  streamDone = true;
  const show = (evs) =>
    evs.map((e) => `${e.event}${e.event === 'status' ? `(${e.data[submitId]?.status})` : ''}`).join(' ');
  console.log(`      stream on server 1: ${show(events1)}`);
  console.log(`      stream on server 2: ${show(events)}`);
  const statuses = events.filter((e) => e.event === 'status').map((e) => e.data[submitId]?.status);
  expect(
    statuses.length > 0 && statuses.at(-1) === JudgeStatus.ACCEPTED,
    `the stream on server 2 did not deliver the verdict within 10 s of its being stored (statuses seen: ${statuses.join(',')})`,
  );
  for (const [name, evs] of [
    ['server 1', events1],
    ['server 2', events],
  ]) {
    const cases = evs.filter((e) => e.event === 'case').length;
    expect(cases === 10, `${cases} of 10 case events reached ${name}'s stream`);
    expect(evs.some(isFinal), `the verdict never reached ${name}'s stream`);
  }
  expect(
    isInProgress(statuses[0]),
    'the stream opened while the submission was still in progress (so the verdict was pushed, not read at open)',
  );
  ok('the verdict arrived on the stream of server 2 while it was open');

  step = 'reads';
  for (const [name, base] of [
    ['server 2', server(2)],
    ['the proxy', proxy],
  ]) {
    const d = await api(base, 'GET', `/api/get-submission-detail?submitId=${submitId}`, { token: token2 });
    expect(d.json.data.submission.status === JudgeStatus.ACCEPTED, `Accepted through ${name}`);
    ok(`verdict read through ${name}: Accepted`);
  }

  // Each server serves its Prometheus metrics behind the token cluster.sh hands it; the verdict was
  // stored by one of them, so the two together count at least one judged submission.
  step = 'metrics';
  let judged = 0;
  for (const i of [1, 2]) {
    const denied = await fetch(`${server(i)}/api/metrics`);
    expect(denied.status === 401, `server ${i}: /api/metrics without the token answers ${denied.status}`);
    const r = await fetch(`${server(i)}/api/metrics`, {
      headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
    });
    const text = await r.text();
    expect(r.status === 200, `server ${i}: /api/metrics with the token answers ${r.status}`);
    const m = /^judge_submissions_judged_total (\d+)/m.exec(text);
    expect(m, `server ${i}: no judge_submissions_judged_total in /api/metrics`);
    judged += Number(m[1]);
  }
  expect(judged >= 1, `the servers' metrics count ${judged} judged submissions`);
  ok(`metrics on both servers behind the token (${judged} judged in all)`);

  // What a server keeps for a moment (lib/public-cache.ts, the session memo of lib/auth) is
  // forgotten when another server writes: told through Redis (lib/change-clock.ts).
  step = 'caches';
  const detail = '/api/get-problem-detail?problemId=P1000';
  const anonymous = (base) => fetch(`${base}${detail}`, { headers: { 'accept-language': 'en-US' } });
  const first = await anonymous(server(2));
  expect(first.status === 200, `P1000 read anonymously through server 2: HTTP ${first.status}`);
  const pid = (await first.json()).data.problem.id;
  expect((await anonymous(server(2))).status === 200, 'P1000 read again (kept) through server 2');
  /** How long until server 2's anonymous answer is (or is not) a 200 (ms), after a write through server 1. */
  const seenAfter = async (visible) => {
    const t = Date.now();
    for (;;) {
      if (((await anonymous(server(2))).status === 200) === visible) return Date.now() - t;
      expect(Date.now() - t < 900, `server 2 still answered the kept copy 900 ms after the change`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const hide = (auth) =>
    api(server(1), 'PUT', '/api/admin/problem/change-problem-auth', {
      body: { id: pid, auth },
      token: rootToken,
    });
  await hide(2);
  const hidden = await seenAfter(false);
  await hide(1);
  const shown = await seenAfter(true);
  ok(`P1000 made private and public again through server 1: server 2 followed in ${hidden} and ${shown} ms`);

  const me = () => fetch(`${server(2)}/api/get-user-auth-info`, { headers: { authorization: token2 } });
  expect((await me()).status === 200, 'the user is signed in on server 2');
  const user = (
    await api(server(2), 'GET', `/api/admin/user/get-user-list?currentPage=1&limit=5&keyword=${username}`, {
      token: rootToken,
    })
  ).json.data.records.find((u) => u.username === username);
  expect(user, 'the user is in the admin list');
  await api(server(1), 'PUT', '/api/admin/user/edit-user', {
    body: { uid: user.uid, username, email, type: 1002, status: 1 },
    token: rootToken,
  });
  const refused = await me();
  expect(
    refused.status === 401,
    `a ban through server 1: server 2 answered the banned user's next call ${refused.status}`,
  );
  ok('a ban through server 1 ends the session on server 2 at its next call');
}

/**
 * The browser half, in Playwright (packages/web/e2e/cluster.spec.ts, skipped by the normal e2e run):
 * pages served by server 2 show the verdict (pushed: polling blocked, no reload), the contest board
 * row and a message caused through server 1. The config also starts its embedded server on E2E_PORT
 * (default 18303 here), which the spec does not use.
 */
function crossServerSpec() {
  const r = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'packages/web/playwright.config.ts', 'cluster.spec.ts', '--reporter=list'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        E2E_PORT: process.env.E2E_PORT || '18303',
        E2E_CLUSTER_BASE: String(base),
        E2E_CLUSTER_ROOT_PASSWORD: env.ROOT_PASSWORD,
      },
    },
  );
  expect(r.status === 0, 'packages/web/e2e/cluster.spec.ts failed (its report is above)');
  ok('cluster.spec.ts: verdict, board row and message made through server 1 shown live by server 2');
}

async function cleanup() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${env.DATABASE_SCHEMA}" cascade`);
  } finally {
    await client.end();
  }
  const redis = new Redis(env.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_KEY_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

let failed = null;
const t0 = Date.now();
console.log(`cluster check: run directory ${env.CLUSTER_DIR}, proxy ${proxy}, schema ${env.DATABASE_SCHEMA}`);
try {
  step = 'up';
  expect(cluster('up') === 0, 'scripts/cluster.sh up failed');
  expect(cluster('status') === 0, 'scripts/cluster.sh status reports a dead process or no health');
  ok('cluster up, status all alive');
  await scenario();
  step = 'browser';
  crossServerSpec();
} catch (e) {
  failed = e;
} finally {
  const downOk = cluster('down') === 0;
  const pids = path.join(env.CLUSTER_DIR, 'pids');
  const left = fs.existsSync(pids) ? fs.readdirSync(pids) : [];
  if (!downOk || left.length) failed ??= new Error(`down left ${left.join(', ') || 'an error'}`);
  else ok('cluster down, no pid file left');
  await cleanup().catch((e) => console.error(`cleanup: ${e.message}`));
}
if (failed) {
  console.error(`\ncluster check FAILED: ${failed.message}\n(logs in ${env.CLUSTER_DIR}/logs)`);
  process.exit(1);
}
console.log(`\ncluster check passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
