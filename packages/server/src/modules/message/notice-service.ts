// System notices in the back office (hoj-api-paths §1.3; groups-accounts-admin.md §2, §7): list,
// write, edit, delete. All and Admin notices reach users through message/service.ts (copied when
// they are next signed in); a Single notice is copied to its recipient at once. Editing the text
// shows in every copy (copies point at the notice); changing who it is for replaces the copies.
import { sql, type Transaction } from 'kysely';
import { canManageNotices, type Actor } from '@judge/shared';
import type { NoticeType } from '@judge/shared/schemas/message';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { presentNotice } from './presenter.js';
import type { UserEvents } from './live.js';

const TRUE = sql<boolean>`(1 = 1)`;
const FALSE = sql<boolean>`(1 = 0)`;

export interface NoticeInput {
  id?: number;
  title: string;
  content: string;
  type: NoticeType;
  recipientId?: string | null;
}

export function noticeService(database: Database, events?: UserEvents) {
  const { db, cols } = database;

  function mustManage(actor: Actor) {
    if (!canManageNotices(actor)) throw forbidden();
  }

  /** A Single notice's unread copy in its recipient's box (on writing it, and on retargeting it). */
  function copyToRecipient(trx: Transaction<DB>, noticeId: number, recipient: string, now: string) {
    return trx
      .insertInto('user_sys_notice')
      .values({
        sys_notice_id: noticeId,
        recipient_id: recipient,
        type: 'Mine',
        state: FALSE,
        deleted: FALSE,
        gmt_create: now,
        gmt_modified: now,
      })
      .execute();
  }

  /** The recipient of a Single notice by uid or username. */
  async function recipientOf(n: NoticeInput): Promise<string | null> {
    if (n.type !== 'Single') return null;
    const key = n.recipientId?.trim();
    if (!key) throw badRequest('Notice_Recipient_Required');
    const u = await db
      .selectFrom('user_info')
      .select('uuid')
      .where((eb) => eb.or([eb('uuid', '=', key), eb('username', '=', key)]))
      .executeTakeFirst();
    if (!u) throw badRequest('Notice_Recipient_Not_Exist', { name: key });
    return u.uuid;
  }

  async function list(actor: Actor, q: { currentPage?: number; limit?: number; type?: NoticeType }) {
    mustManage(actor);
    const { currentPage, limit, offset } = pageOf(q, 'messages');
    let base = db.selectFrom('admin_sys_notice as n');
    if (q.type) base = base.where('n.type', '=', q.type);
    const { rows, total } = await readPage(
      base,
      (b) =>
        b
          .leftJoin('user_info as a', 'a.uuid', 'n.admin_id')
          .leftJoin('user_info as r', 'r.uuid', 'n.recipient_id')
          .selectAll('n')
          .select(['a.username as admin_username', 'r.username as recipient_username'])
          .orderBy('n.id', 'desc'),
      { limit, offset },
    );
    return pageResult(rows.map(presentNotice), total, limit, currentPage);
  }

  /** Open streams of the users it reaches hear of it (message/live.ts). */
  function tell(type: NoticeType, recipient: string | null) {
    if (!events) return;
    if (recipient) events.changed(recipient);
    if (type === 'All' || type === 'Admin') events.everyone();
  }

  async function create(actor: Actor, n: NoticeInput): Promise<void> {
    mustManage(actor);
    const recipient = await recipientOf(n);
    const now = cols.time();
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('admin_sys_notice')
        .values({
          title: n.title,
          content: n.content,
          type: n.type,
          // published at once: broadcasts are copied as users sign in, a Single one right here
          state: TRUE,
          recipient_id: recipient,
          admin_id: actor.uid,
          gmt_create: now,
          gmt_modified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (recipient) await copyToRecipient(trx, Number(row.id), recipient, now);
    });
    tell(n.type, recipient);
  }

  async function update(actor: Actor, n: NoticeInput & { id: number }): Promise<void> {
    mustManage(actor);
    const old = await db.selectFrom('admin_sys_notice').selectAll().where('id', '=', n.id).executeTakeFirst();
    if (!old) throw notFound('Notice_Not_Exist');
    const recipient = await recipientOf(n);
    const now = cols.time();
    const retargeted = old.type !== n.type || old.recipient_id !== recipient;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('admin_sys_notice')
        .set({ title: n.title, content: n.content, type: n.type, recipient_id: recipient, gmt_modified: now })
        .where('id', '=', n.id)
        .execute();
      if (!retargeted) return;
      await trx.deleteFrom('user_sys_notice').where('sys_notice_id', '=', n.id).execute();
      if (recipient) await copyToRecipient(trx, n.id, recipient, now);
    });
    if (retargeted) tell(n.type, recipient);
  }

  /** Deletes the notice and every user's copy of it. */
  async function remove(actor: Actor, id: number): Promise<void> {
    mustManage(actor);
    const old = await db
      .selectFrom('admin_sys_notice')
      .select(['type', 'recipient_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    const r = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_sys_notice').where('sys_notice_id', '=', id).execute();
      return trx.deleteFrom('admin_sys_notice').where('id', '=', id).executeTakeFirst();
    });
    if (Number(r.numDeletedRows) === 0) throw notFound('Notice_Not_Exist');
    // The unread copies are gone: the counts of those who had them drop at once.
    if (old) tell(old.type as NoticeType, old.recipient_id);
  }

  return { list, create, update, remove };
}
