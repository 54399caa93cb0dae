// The database half of a restore: rows of a dump (dump.ts) inserted into a migrated, empty
// database, parents before children (foreign keys), in one transaction, converted to the target's
// column types so that a backup of one dialect loads into the other (an embedded install moving to
// PostgreSQL is a backup and a restore); then PostgreSQL's sequences are moved past the ids.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { Dialect } from '../../db/columns.js';
import { DERIVED_TABLES, listColumns, listTables, loadOrder, serialColumns, type AnyDb, type ColumnInfo } from './tables.js';

const isPgJson = (t: string) => t === 'json' || t === 'jsonb';

/** One dumped value → what the target column takes. */
function convert(
  v: unknown,
  from: ColumnInfo,
  fromDialect: Dialect,
  to: ColumnInfo | undefined,
  toDialect: Dialect,
): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && v !== null && '$b' in v)
    return Buffer.from(String((v as { $b: string }).$b), 'base64');
  // PostgreSQL hands JSON columns back parsed: store their text (pg would turn an array into a SQL array).
  if (fromDialect === 'postgres' && isPgJson(from.type)) return JSON.stringify(v);
  if (toDialect === 'postgres') {
    if (to?.type === 'boolean') return v === true || v === 1 || v === '1' || v === 'true';
    return v;
  }
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
}

/** Rows of the tables that hold any: the reason a target counts as non-empty. */
export async function nonEmptyTables(database: Database): Promise<string[]> {
  const db = database.db as AnyDb;
  const out: string[] = [];
  for (const t of await listTables(db, database.dialect)) {
    const { rows } = await sql<{ one: number }>`select 1 as one from ${sql.id(t)} limit 1`.execute(db);
    if (rows.length) out.push(t);
  }
  return out;
}

async function* lines(file: string): AsyncGenerator<unknown> {
  const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of rl) if (line) yield JSON.parse(line);
}

/**
 * Empties every table of the target (seeded rows of its migrations, or all rows with --force),
 * then inserts the dump's rows. `dumped` names the tables of the dump and their source columns.
 */
export async function loadDatabase(
  database: Database,
  dir: string,
  fromDialect: Dialect,
  dumped: string[],
): Promise<Record<string, number>> {
  const db = database.db as AnyDb;
  const toDialect = database.dialect;
  const tables = await listTables(db, toDialect);
  const missing = dumped.filter((t) => !tables.includes(t));
  if (missing.length) throw new Error(`the target database has no table ${missing.join(', ')}`);
  const order = await loadOrder(db, toDialect, tables);
  // SQLite checks foreign keys per statement; the order handles them, but a row that points at a
  // deleted parent (kept by an older bug) must not make the whole restore fail: checks off while loading.
  if (toDialect === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  try {
    return await db.transaction().execute(async (trx) => {
      // PostgreSQL's TRUNCATE fires no row triggers, so the derived tables are emptied with the rest
      // (then refilled by their triggers as the rows load); SQLite's DELETE fires them.
      if (toDialect === 'postgres')
        await sql`truncate ${sql.join([...order, ...DERIVED_TABLES].map((t) => sql.id(t)))}`.execute(trx);
      else for (const t of [...order].reverse()) await sql`delete from ${sql.id(t)}`.execute(trx);
      const counts: Record<string, number> = {};
      for (const table of order) {
        if (!dumped.includes(table)) continue;
        const target = new Map((await listColumns(trx, toDialect, table)).map((c) => [c.name, c]));
        let head: { columns: ColumnInfo[] } | undefined;
        let batch: Record<string, unknown>[] = [];
        let n = 0;
        const flush = async () => {
          if (!batch.length) return;
          await trx.insertInto(table).values(batch).execute();
          n += batch.length;
          batch = [];
        };
        let size = 500;
        for await (const item of lines(path.join(dir, `${table}.jsonl`))) {
          if (!head) {
            head = item as { columns: ColumnInfo[] };
            const gone = head.columns.filter((c) => !target.has(c.name)).map((c) => c.name);
            if (gone.length) throw new Error(`table ${table} of the target has no column ${gone.join(', ')}`);
            // Stay under SQLite's bound-parameter limit (32766) and PostgreSQL's (65535).
            size = Math.max(1, Math.floor(30_000 / Math.max(1, head.columns.length)));
            continue;
          }
          const values = item as unknown[];
          const row: Record<string, unknown> = {};
          head.columns.forEach((c, i) => {
            row[c.name] = convert(values[i], c, fromDialect, target.get(c.name), toDialect);
          });
          batch.push(row);
          if (batch.length >= size) await flush();
        }
        await flush();
        counts[table] = n;
        if (toDialect === 'postgres')
          for (const { column, seq } of await serialColumns(trx, table))
            await sql`select setval(${seq}, coalesce((select max(${sql.id(column)}) from ${sql.id(table)}), 0) + 1, false)`.execute(
              trx,
            );
      }
      return counts;
    });
  } finally {
    if (toDialect === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
  }
}
