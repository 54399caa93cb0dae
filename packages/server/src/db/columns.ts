// Column helpers that make timestamps, booleans and JSON behave the same on SQLite and PostgreSQL.
/** The two SQL dialects; defined here (the lowest db file) so that migrations need not import index.ts. */
export type Dialect = 'sqlite' | 'postgres';

export interface Columns {
  /** Timestamp value to write (ISO-8601 UTC; PostgreSQL casts it to timestamptz). */
  time(d?: Date): string;
  bool(b: boolean): boolean | number;
  json(v: unknown): string;
  readJson<T = unknown>(v: unknown): T;
}

export function readTime(v: Date | string | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v : new Date(v);
}

/** A stored time as the API's ISO string, or null when there is none. */
export const isoOrNull = (v: Date | string | null | undefined): string | null => readTime(v)?.toISOString() ?? null;

export function readBool(v: boolean | number | null | undefined): boolean {
  return v === true || v === 1;
}

export function columnsFor(dialect: Dialect): Columns {
  return {
    time: (d = new Date()) => d.toISOString(),
    bool: (b) => (dialect === 'sqlite' ? (b ? 1 : 0) : b),
    json: (v) => JSON.stringify(v ?? null),
    // pg parses jsonb itself; SQLite hands back the text.
    readJson: <T>(v: unknown) => (dialect === 'sqlite' && typeof v === 'string' ? JSON.parse(v) : v) as T,
  };
}
