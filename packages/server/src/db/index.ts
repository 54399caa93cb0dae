// Database access: one Kysely code path over SQLite (better-sqlite3) or PostgreSQL (pg).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type { DB } from './types.js';
import { columnsFor, type Columns, type Dialect } from './columns.js';
import { migrationProvider } from './migrations/index.js';
import { writeWatch, type WriteWatch } from './write-watch.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';

export type { Dialect };

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  cols: Columns;
  /** Where the data lives, for logs (no password). */
  describe: string;
  /**
   * SQLite only: rows of a read as arrays, straight from the connection under Kysely, skipping
   * an object per row (a board rebuild reads 500 000 records: 1.2 s instead of 2.2 s). Safe inside
   * a Kysely transaction, which holds that one connection; iterate to the end before the next query.
   */
  rawRows?(text: string, params: readonly unknown[]): IterableIterator<unknown[]>;
  /**
   * PostgreSQL only: a second, small pool for reads made while a transaction of the main pool holds
   * locks others wait for (a board rebuild reads its records here while its transaction writes the
   * cells). Taken from the main pool, such a read could wait forever for a connection held by a
   * writer that waits for that lock; these reads take no lock and never wait for one.
   */
  sideReads?: Kysely<DB>;
  ping(): Promise<void>;
  /** Applies the migrations up to `upTo` (a restore loads an older backup there), else all. */
  migrate(upTo?: string): Promise<string[]>;
  /** Calls `fn` after every statement of this process that may have changed rows (db/write-watch.ts). */
  onWrite(fn: () => void): () => void;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The PostgreSQL schema of the migrator's tables: the one named, else the default search_path's. */
const migrationSchema = (schema: string | undefined) => schema ?? 'public';

export function openDatabase(opts: DbOptions): Database {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const schema = opts.databaseSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`Invalid DATABASE_SCHEMA: ${schema}`);
    // JIT off: it pays for long analytic queries, and this server's are short lookups. Left on, a
    // list page whose plan the planner overestimates (a correlated lookup per row: 2.5 million cost
    // units for 5 ms of work) spent 217 ms compiling before it ran (bench/README.md "Load").
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
    });
    const watch = writeWatch();
    const db = new Kysely<DB>({
      dialect: new OwnSchemaPostgresDialect({ pool }, migrationSchema(schema)),
      plugins: [watch.plugin],
    });
    const sidePool = new pg.Pool({ connectionString: url, max: 2, options: pool.options.options });
    const sideReads = new Kysely<DB>({ dialect: new PostgresDialect({ pool: sidePool }) });
    const database = finish(
      db,
      watch,
      'postgres',
      `PostgreSQL ${redactUrl(url)}${schema ? ` (schema ${schema})` : ''}`,
      schema,
    );
    const { close } = database;
    return {
      ...database,
      sideReads,
      async close() {
        await sideReads.destroy();
        await close();
      },
    };
  }
  if (url) throw new Error(`Unsupported DATABASE_URL (expected postgres://…): ${redactUrl(url)}`);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'judge.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const watch = writeWatch();
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [watch.plugin],
  });
  const stats = plannerStatistics(sqlite);
  const database = finish(db, watch, 'sqlite', `SQLite ${file}`, undefined);
  const { migrate, close } = database;
  return {
    ...database,
    rawRows: (text, params) =>
      sqlite
        .prepare(text)
        .raw(true)
        .iterate(...params) as IterableIterator<unknown[]>,
    async migrate(upTo?: string) {
      const applied = await migrate(upTo);
      stats.refresh();
      return applied;
    },
    async close() {
      stats.stop();
      await close();
    },
  };
}

/** Prepared statements kept per SQL text (least recently used dropped first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection Kysely's SQLite driver sees, with its prepared statements kept: the driver
 * prepares every statement anew, which was 13 % of the server's busy time under the load benchmark
 * (bench/README.md "Load"), while a judge's queries are a few hundred fixed texts. Reusing one is
 * safe: the driver runs one statement at a time on its single connection (a stream holds the
 * connection until it ends), better-sqlite3 resets a statement after each run, and SQLite
 * re-prepares a kept statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) {
        kept.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (kept.size >= STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}

/**
 * SQLite's planner statistics (sqlite_stat1): a full ANALYZE after every migration run (each start
 * of the app: 2 s for 1 000 000 submissions on this machine), and SQLite's own `PRAGMA optimize`
 * hourly, which re-analyses a table only when its size has changed many times over. Without them the
 * planner takes the index with the most equality columns: judge (cid, gid, submit_id) over
 * (username, submit_id) or (display_pid, submit_id), a walk over the whole site; a sampled analysis
 * (analysis_limit 1000) could not tell those apart (bench/README.md "Load").
 */
function plannerStatistics(sqlite: SQLite.Database) {
  sqlite.pragma('analysis_limit = 0');
  const refresh = () => sqlite.exec('ANALYZE');
  const timer = setInterval(() => sqlite.open && sqlite.pragma('optimize'), 3600_000);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}

function finish(
  db: Kysely<DB>,
  watch: WriteWatch,
  dialect: Dialect,
  describe: string,
  schema: string | undefined,
): Database {
  return {
    db,
    onWrite: watch.onWrite,
    dialect,
    cols: columnsFor(dialect),
    describe,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async migrate(upTo?: string) {
      if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      const migrator = new Migrator({
        db,
        provider: migrationProvider(dialect),
        ...(dialect === 'postgres' ? { migrationTableSchema: migrationSchema(schema) } : {}),
      });
      const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async close() {
      await db.destroy();
    },
  };
}
