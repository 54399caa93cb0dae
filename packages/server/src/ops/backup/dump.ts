// The database half of a backup: every table written as JSON lines (first line the columns with
// their declared types, then one array of values per row), read inside one snapshot transaction so
// the tables agree with each other while the server keeps running. Reading is keyed by the row's
// physical address (ctid / rowid) in pages, so a table of a million submissions is never held in
// memory and no page costs more than the one before it. The same format loads into either dialect.
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { listColumns, listTables, type AnyDb, type ColumnInfo } from './tables.js';

export interface TableDump {
  rows: number;
  columns: ColumnInfo[];
}

const PAGE = 2000;

/** JSON form of one value: Buffers become `{"$b": base64}`; Dates their ISO text (toJSON). */
function encode(v: unknown): unknown {
  if (Buffer.isBuffer(v)) return { $b: v.toString('base64') };
  return v;
}

async function dumpTable(
  db: AnyDb,
  dialect: Database['dialect'],
  table: string,
  file: string,
): Promise<TableDump> {
  const columns = await listColumns(db, dialect, table);
  const out = fs.createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(JSON.stringify({ table, columns }));
  const t = sql.id(table);
  let rows = 0;
  let key: string | number | null = null;
  for (;;) {
    const page: Record<string, unknown>[] =
      dialect === 'postgres'
        ? (
            await sql<Record<string, unknown>>`select ctid::text as "__k", * from ${t}
              where ctid > ${key ?? '(0,0)'}::tid order by ctid limit ${PAGE}`.execute(db)
          ).rows
        : key === null
          ? (
              await sql<
                Record<string, unknown>
              >`select rowid as "__k", * from ${t} order by rowid limit ${PAGE}`.execute(db)
            ).rows
          : (
              await sql<Record<string, unknown>>`select rowid as "__k", * from ${t}
                where rowid > ${key} order by rowid limit ${PAGE}`.execute(db)
            ).rows;
    for (const r of page) await write(JSON.stringify(columns.map((c) => encode(r[c.name]))));
    rows += page.length;
    if (page.length < PAGE) break;
    key = page[page.length - 1].__k as string | number;
  }
  out.end();
  await once(out, 'close');
  return { rows, columns };
}

/** Writes `<dir>/<table>.jsonl` for every table; returns the row counts and columns per table. */
export async function dumpDatabase(database: Database, dir: string): Promise<Record<string, TableDump>> {
  fs.mkdirSync(dir, { recursive: true });
  const run = async (trx: AnyDb) => {
    const out: Record<string, TableDump> = {};
    for (const table of await listTables(trx, database.dialect))
      out[table] = await dumpTable(trx, database.dialect, table, path.join(dir, `${table}.jsonl`));
    return out;
  };
  const db = database.db as AnyDb;
  // One snapshot for every table: PostgreSQL's repeatable read; SQLite's read transaction (WAL).
  return database.dialect === 'postgres'
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(run)
    : db.transaction().execute(run);
}

/** The migrations applied to the database, in order. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    database.db,
  );
  return rows.map((r) => r.name);
}
