// Table types for Kysely. Column conventions (see columns.ts):
// - timestamps: timestamptz (PostgreSQL) / ISO-8601 UTC text (SQLite); write with `cols.time()`, read with `readTime()`.
// - booleans: boolean (PostgreSQL) / 0|1 integer (SQLite); write with `cols.bool()`, read with `readBool()`.
// - JSON: jsonb (PostgreSQL) / text (SQLite); write with `cols.json()`, read with `cols.readJson()`.
import type { ColumnType, Generated } from 'kysely';

/** What a timestamp column accepts on write and returns on read (Date on PostgreSQL, string on SQLite). */
export type Timestamp = ColumnType<Date | string, string, string>;
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
export type Json = ColumnType<unknown, string, string>;

export interface UserInfoTable {
  uuid: string;
  username: string;
  password: string;
  email: string | null;
  nickname: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  realname: string | null;
  gender: string;
  cf_username: string | null;
  github: string | null;
  blog: string | null;
  avatar: string | null;
  signature: string | null;
  title_name: string | null;
  title_color: string | null;
  /** 0 normal, 1 banned */
  status: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface RoleTable {
  id: number;
  role: string;
  description: string;
  status: number;
}

export interface UserRoleTable {
  id: Generated<number>;
  uid: string;
  role_id: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface UserRecordTable {
  uid: string;
  rating: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface SessionTable {
  id: Generated<number>;
  uid: string;
  ip: string;
  user_agent: string;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface SiteConfigTable {
  key: string;
  value: Json;
  gmt_modified: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_addr: string;
  subject: string;
  text: string;
  /** outbox (no transport configured), sent, failed */
  status: string;
  error: string | null;
  gmt_create: Timestamp;
}

/** Small expiring key/value store used when REDIS_URL is unset (codes, throttles, revocations). */
export interface KvStoreTable {
  key: string;
  value: string;
  /** epoch milliseconds; null = never */
  expires_at: number | null;
}

export interface DB {
  user_info: UserInfoTable;
  role: RoleTable;
  user_role: UserRoleTable;
  user_record: UserRecordTable;
  session: SessionTable;
  site_config: SiteConfigTable;
  mail_outbox: MailOutboxTable;
  kv_store: KvStoreTable;
}
