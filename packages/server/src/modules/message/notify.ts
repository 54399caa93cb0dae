/**
 * Automatic notices to one user (hoj-behaviour §9: group welcome, application, removal, dissolution,
 * role change, remote login…): written delivered at once as a Single system notice plus the user's
 * copy of type Mine, so it shows in /message/mine as unread.
 *
 *   await notifyUser(db, { recipientId: uid, title: 'Welcome to group X', content: 'markdown…' });
 *
 * `adminId` is the uid of the person whose action caused it (null for the system). Returns the
 * notice's id.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

export interface UserNotice {
  recipientId: string;
  title: string;
  content: string;
  adminId?: string | null;
}

export async function notifyUser(db: Kysely<DB> | Transaction<DB>, n: UserNotice): Promise<number> {
  const now = new Date().toISOString();
  const notice = await db
    .insertInto('admin_sys_notice')
    .values({
      title: n.title,
      content: n.content,
      type: 'Single',
      // delivered right here; `(1 = 1)` is true on PostgreSQL and 1 on SQLite, so no dialect is needed
      state: sql<boolean>`(1 = 1)`,
      recipient_id: n.recipientId,
      admin_id: n.adminId ?? null,
      gmt_create: now,
      gmt_modified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_sys_notice')
    .values({
      sys_notice_id: Number(notice.id),
      recipient_id: n.recipientId,
      type: 'Mine',
      state: sql<boolean>`(1 = 0)`,
      deleted: sql<boolean>`(1 = 0)`,
      gmt_create: now,
      gmt_modified: now,
    })
    .execute();
  return Number(notice.id);
}
