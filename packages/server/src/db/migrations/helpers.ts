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
