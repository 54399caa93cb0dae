// Table types of the announcement tables (migration 0005). They belong in db/types.ts and
// db/rows.ts beside the others; until that file takes them (it is outside this module's slice),
// the contest module reads them through `withAnnouncements`, a typed view of the same connection.
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, Timestamp } from '../../db/types.js';

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  content: string;
  uid: string;
  /** 0 shown, 1 hidden */
  status: number;
  gid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ContestAnnouncementTable {
  id: Generated<number>;
  cid: number;
  aid: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export type DBWithAnnouncements = DB & { announcement: AnnouncementTable; contest_announcement: ContestAnnouncementTable };
export type AnnouncementRow = Selectable<AnnouncementTable>;

/** The same connection or transaction, typed with the announcement tables. */
export function withAnnouncements(db: Kysely<DB>): Kysely<DBWithAnnouncements>;
export function withAnnouncements(db: Transaction<DB>): Transaction<DBWithAnnouncements>;
export function withAnnouncements(db: Kysely<DB> | Transaction<DB>) {
  return db as unknown as Kysely<DBWithAnnouncements>;
}
