// The announcement tables (migration 0005) now live in db/types.ts with the others; this file keeps
// the names the contest module imports. `withAnnouncements` is the identity on the typed connection.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AnnouncementTable, ContestAnnouncementTable, DB } from '../../db/types.js';

export type { AnnouncementTable, ContestAnnouncementTable };
export type DBWithAnnouncements = DB;
export type AnnouncementRow = Selectable<AnnouncementTable>;

/** The same connection or transaction (kept so that existing callers read unchanged). */
export function withAnnouncements(db: Kysely<DB>): Kysely<DBWithAnnouncements>;
export function withAnnouncements(db: Transaction<DB>): Transaction<DBWithAnnouncements>;
export function withAnnouncements(db: Kysely<DB> | Transaction<DB>) {
  return db;
}
