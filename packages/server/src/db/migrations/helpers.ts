// Column types per dialect for migrations. Use these instead of raw type names so both dialects match.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../columns.js';

export type MigrationDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function typesFor(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: pg ? sql`timestamptz` : sql`text`,
    bool: pg ? sql`boolean` : sql`integer`,
    json: pg ? sql`jsonb` : sql`text`,
    /** Adds an auto-increment integer primary key named `name`. */
    id<T extends string>(tb: CreateTableBuilder<T, never>, name = 'id') {
      return pg
        ? tb.addColumn(name, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
        : tb.addColumn(name, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
    },
    boolDefault(b: boolean) {
      return pg ? sql.raw(b ? 'true' : 'false') : sql.raw(b ? '1' : '0');
    },
  };
}

export interface DialectMigration {
  up(db: MigrationDb, dialect: Dialect): Promise<void>;
  down?(db: MigrationDb, dialect: Dialect): Promise<void>;
}

/** One index of an index-only migration. */
export interface IndexSpec {
  name: string;
  table: string;
  columns: readonly string[];
}

export async function createIndexes(db: MigrationDb, specs: readonly IndexSpec[]): Promise<void> {
  for (const s of specs)
    await db.schema
      .createIndex(s.name)
      .on(s.table)
      .columns([...s.columns])
      .execute();
}

/** Drops in reverse order of `specs`, as a `down` undoes an `up`. */
export async function dropIndexes(db: MigrationDb, specs: readonly IndexSpec[]): Promise<void> {
  for (const s of [...specs].reverse()) await db.schema.dropIndex(s.name).ifExists().execute();
}

/** A migration that only adds indexes (its `down` drops them). */
export function indexMigration(specs: readonly IndexSpec[]): DialectMigration {
  return { up: (db) => createIndexes(db, specs), down: (db) => dropIndexes(db, specs) };
}
