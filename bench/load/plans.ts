// Query plans of the load benchmark's calls (issue 24 Deliver 2): each call of calls.mjs is made
// through the real app (app.inject) on a seeded database (bench/load/seed.ts); every SQL statement
// it runs is captured with its time, and each SELECT is explained with its own parameters
// (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN ANALYZE). Usage, from the repository root:
//   npx tsx --conditions=source bench/load/plans.ts --seed /tmp/load-1m/load-seed.json [--calls a,b]
//        [--out bench/load/plans-sqlite-1m.txt]
import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, DefaultQueryExecutor } from 'kysely';
import { loadConfig, type AppConfig } from '../../packages/server/src/config.js';
import { buildApp } from '../../packages/server/src/app.js';
import { loadCalls } from './calls.mjs';

const args = process.argv.slice(2);
const opt = (name: string, def?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const seed = JSON.parse(fs.readFileSync(opt('seed')!, 'utf8'));
const only = opt('calls') ? new Set(opt('calls')!.split(',')) : null;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Every statement the app runs goes through a query executor: record its text, parameters and time.
type Captured = { sql: string; parameters: readonly unknown[]; ms: number };
let captured: Captured[] | null = null;
const proto = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as {
  executeQuery(q: CompiledQuery, ...rest: unknown[]): Promise<unknown>;
};
const original = proto.executeQuery;
proto.executeQuery = async function (this: unknown, q: CompiledQuery, ...rest: unknown[]) {
  const t0 = performance.now();
  try {
    return await original.call(this, q, ...rest);
  } finally {
    captured?.push({ sql: q.sql, parameters: q.parameters, ms: performance.now() - t0 });
  }
};

const config: AppConfig = {
  ...loadConfig({
    DATA_DIR: seed.dataDir,
    LOG_LEVEL: 'silent',
    ROOT_PASSWORD: seed.rootPassword,
    RATE_LIMIT_MAX: '100000000',
  } as NodeJS.ProcessEnv),
  webDist: path.join(seed.dataDir, 'no-web'),
  ...(seed.schema ? { databaseUrl: PG_URL, databaseSchema: seed.schema } : {}),
};
const app = await buildApp(config);
await app.ready();
const { db, dialect } = app.ctx.database;
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: seed.user.username, password: seed.user.password },
});
const token = String(login.headers.authorization);

const out: string[] = [
  `# Query plans, ${dialect}${seed.schema ? ` (schema ${seed.schema})` : ''}, ${JSON.stringify(seed.counts)}, ${new Date().toISOString()}`,
  '',
];
for (const [name, call] of Object.entries(loadCalls(seed))) {
  if (only && !only.has(name)) continue;
  const request = () =>
    app.inject({
      method: call.method as 'GET' | 'POST',
      url: call.path,
      headers: { 'content-type': 'application/json', ...(call.auth ? { authorization: token } : {}) },
      ...(call.body ? { payload: call.body } : {}),
    });
  await request(); // warm caches as a running server has them
  captured = [];
  const t0 = performance.now();
  const res = await request();
  const total = performance.now() - t0;
  const queries = captured;
  captured = null;
  out.push(
    `## ${name}: ${call.method} ${call.path} → ${res.statusCode}, ${total.toFixed(2)} ms, ${queries.length} statements`,
  );
  for (const q of queries) {
    out.push(
      '',
      `- ${q.ms.toFixed(2)} ms: ${q.sql.replace(/\s+/g, ' ')}`,
      `  params: ${JSON.stringify(q.parameters)}`,
    );
    if (!/^\s*(with|select)\b/i.test(q.sql)) continue;
    const explain =
      dialect === 'postgres'
        ? `explain (analyze, costs off, timing on, summary on) ${q.sql}`
        : `explain query plan ${q.sql}`;
    const rows = (await db.executeQuery(CompiledQuery.raw(explain, [...q.parameters]))).rows as Record<
      string,
      unknown
    >[];
    const lines =
      dialect === 'postgres'
        ? rows.map((r) => String(r['QUERY PLAN']))
        : rows.map((r) => `${' '.repeat(depthOf(rows, r))}${String(r.detail)}`);
    for (const l of lines) out.push(`    ${l}`);
  }
  out.push('');
  console.log(`${name}: ${total.toFixed(2)} ms, ${queries.length} statements`);
}

/** Indentation of a SQLite plan row: its depth through the parent ids. */
function depthOf(rows: Record<string, unknown>[], r: Record<string, unknown>): number {
  let d = 0;
  let parent = Number(r.parent);
  while (parent) {
    d++;
    parent = Number(rows.find((x) => Number(x.id) === parent)?.parent ?? 0);
  }
  return d * 2;
}

await app.close();
const file = opt('out');
if (file) fs.writeFileSync(file, out.join('\n') + '\n');
else console.log(out.join('\n'));
