// What a logical dump needs to know about the live schema, read from the database itself (not from
// db/types.ts) so that a table or column added by a later migration is dumped without a change here:
// the tables, their columns with the declared type, the foreign keys (load order) and, on
// PostgreSQL, the serial sequences to move past the restored ids.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/columns.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export interface ColumnInfo {
  name: string;
  /** Declared type as the database reports it (`boolean`, `jsonb`, `timestamp with time zone`, `text`…). */
  type: string;
}

/** Kysely's own bookkeeping: restore runs the migrations itself, so these are never copied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Tables kept by triggers from the rows of others (migration 0022's verdict counters): left out of
 * a dump, and refilled by their triggers as the rows they count are restored.
 */
export const DERIVED_TABLES: readonly string[] = ['problem_verdict_count'];

export async function listTables(db: AnyDb, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows
      : // Ordinary tables only: a full-text index (a virtual table and its shadow tables) is
        // derived, and refilled by its triggers as the rows it indexes are restored.
        (
          await sql<{ name: string }>`select name from pragma_table_list
            where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
  return rows
    .map((r) => r.name)
    .filter((n) => !MIGRATION_TABLES.has(n) && !DERIVED_TABLES.includes(n))
    .sort();
}

export async function listColumns(db: AnyDb, dialect: Dialect, table: string): Promise<ColumnInfo[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<ColumnInfo>`select column_name as name, data_type as type
      from information_schema.columns where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`.execute(db);
    return rows;
  }
  const { rows } = await sql<{
    name: string;
    type: string;
  }>`select name, type from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => ({ name: r.name, type: r.type.toLowerCase() }));
}

/** Table → the tables it references (self-references left out). */
async function references(db: AnyDb, dialect: Dialect, tables: string[]): Promise<Map<string, Set<string>>> {
  const refs = new Map(tables.map((t) => [t, new Set<string>()]));
  if (dialect === 'postgres') {
    const { rows } = await sql<{
      child: string;
      parent: string;
    }>`select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`.execute(db);
    for (const r of rows) if (r.child !== r.parent) refs.get(r.child)?.add(r.parent);
  } else {
    for (const t of tables) {
      const { rows } = await sql<{
        table: string;
      }>`select "table" from pragma_foreign_key_list(${t})`.execute(db);
      for (const r of rows) if (r.table !== t) refs.get(t)?.add(r.table);
    }
  }
  return refs;
}

/** The tables ordered so that every table comes after the tables it references (load order). */
export async function loadOrder(db: AnyDb, dialect: Dialect, tables: string[]): Promise<string[]> {
  const refs = await references(db, dialect, tables);
  const out: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t)) return;
    if (path.has(t)) throw new Error(`foreign-key cycle through ${t}`);
    path.add(t);
    for (const p of refs.get(t) ?? []) if (refs.has(p)) visit(p, path);
    path.delete(t);
    done.add(t);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}

/** PostgreSQL: (column, sequence) of every serial column of the table. */
export async function serialColumns(db: AnyDb, table: string): Promise<{ column: string; seq: string }[]> {
  const { rows } = await sql<{ column: string; seq: string | null }>`select column_name as column,
      pg_get_serial_sequence(quote_ident(current_schema()) || '.' || quote_ident(${table}), column_name) as seq
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_default like 'nextval(%'`.execute(
    db,
  );
  return rows.filter((r): r is { column: string; seq: string } => Boolean(r.seq));
}
