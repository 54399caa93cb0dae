// The PostgreSQL dialect with an introspector that reads one schema only: the migrator's.
// Kysely's own introspector lists every table of every schema in the database and calls, per
// column, functions that look its schema up by name (pg_get_serial_sequence, has_schema_privilege).
// A schema another client drops during that scan fails the migration with `schema "…" does not
// exist` (another instance sharing the database, or two test files side by side). The migrator
// only asks which tables exist in its schema, so that is all this one answers.
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const r = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.db,
    );
    return r.rows;
  }

  /** The tables and views of the schema, by name (no columns: nothing here asks for them). */
  async getTables(): Promise<TableMetadata[]> {
    const r = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = ${this.schema} and c.relkind in ('r', 'v', 'p')`.execute(this.db);
    return r.rows.map((t) => ({ name: t.name, schema: this.schema, isView: t.kind === 'v', columns: [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

export class OwnSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db, this.schema);
  }
}
