// The message centre (site.md §2 "Messages"; hoj-behaviour §9; hoj-api-paths §5): unread counts,
// the five boxes (listing a page marks it read), deleting one message or a whole box.
//
// Broadcast notices (All, and Admin for the back-office roles) reach a user as copies in
// user_sys_notice. They are copied when the user is next signed in and asks for their counts or
// their system box (the navbar asks on every page and every 120 s), which is HOJ's rule without its
// hourly job: only users who sign in get them, and a newcomer gets the broadcasts written before.
import { sql } from 'kysely';
import { noticeReachesRole, Role, type Actor } from '@judge/shared';
import type { MsgCleanType } from '@judge/shared/schemas/message';
import type { Database } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { presentSysMsg, presentUserMsg } from './presenter.js';

/** Boxes of reminders and the msg_remind actions each holds. */
export const REMIND_BOXES = {
  comment: ['Discuss'],
  reply: ['Reply'],
  like: ['Like_Post', 'Like_Discuss'],
} as const;
export type RemindBox = keyof typeof REMIND_BOXES;
export type NoticeBox = 'sys' | 'mine';
const NOTICE_TYPE: Record<NoticeBox, string> = { sys: 'Sys', mine: 'Mine' };
const CLEAN_BOX: Record<MsgCleanType, RemindBox | NoticeBox> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

const TRUE = sql<boolean>`(1 = 1)`;
const FALSE = sql<boolean>`(1 = 0)`;

export function messageService(database: Database) {
  const { db, cols } = database;

  /** Copies the broadcasts this user should hold and does not yet (see the top of this file). */
  async function deliverBroadcasts(actor: Actor): Promise<void> {
    const types = ['All', 'Admin'].filter((t) => noticeReachesRole(t, actor.role ?? Role.USER));
    const missing = await db
      .selectFrom('admin_sys_notice as n')
      .select('n.id')
      .where('n.type', 'in', types)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_sys_notice as u')
              .select('u.id')
              .whereRef('u.sys_notice_id', '=', 'n.id')
              .where('u.recipient_id', '=', actor.uid),
          ),
        ),
      )
      .execute();
    if (!missing.length) return;
    const now = cols.time();
    await db
      .insertInto('user_sys_notice')
      .values(
        missing.map((n) => ({
          sys_notice_id: Number(n.id),
          recipient_id: actor.uid,
          type: 'Sys',
          state: FALSE,
          deleted: FALSE,
          gmt_create: now,
          gmt_modified: now,
        })),
      )
      // two requests of the same user at once: the second finds the copies made
      .onConflict((oc) => oc.columns(['sys_notice_id', 'recipient_id']).doNothing())
      .execute();
  }

  async function unread(actor: Actor) {
    await deliverBroadcasts(actor);
    const [reminds, notices] = await Promise.all([
      db
        .selectFrom('msg_remind')
        .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
        .where('recipient_id', '=', actor.uid)
        .where('state', '=', FALSE)
        .groupBy('action')
        .execute(),
      db
        .selectFrom('user_sys_notice')
        .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('recipient_id', '=', actor.uid)
        .where('state', '=', FALSE)
        .where('deleted', '=', FALSE)
        .groupBy('type')
        .execute(),
    ]);
    const byAction = new Map(reminds.map((r) => [r.action, Number(r.n)]));
    const byType = new Map(notices.map((r) => [r.type, Number(r.n)]));
    const sum = (actions: readonly string[]) => actions.reduce((s, a) => s + (byAction.get(a) ?? 0), 0);
    return {
      comment: sum(REMIND_BOXES.comment),
      reply: sum(REMIND_BOXES.reply),
      like: sum(REMIND_BOXES.like),
      sys: byType.get('Sys') ?? 0,
      mine: byType.get('Mine') ?? 0,
    };
  }

  /** Marks a page's unread messages read (the page answers them as they were). */
  async function markRead(table: 'msg_remind' | 'user_sys_notice', rows: { id: number; state: unknown }[]) {
    const unread = rows.filter((r) => !r.state).map((r) => Number(r.id));
    if (unread.length)
      await db
        .updateTable(table)
        .set({ state: TRUE, gmt_modified: cols.time() })
        .where('id', 'in', unread)
        .execute();
  }

  /** A page of reminders, newest first; the page's unread ones become read (shown as they were). */
  async function reminders(actor: Actor, box: RemindBox, q: { currentPage?: number; limit?: number }) {
    const { currentPage, limit, offset } = pageOf(q, 'messages');
    const actions = [...REMIND_BOXES[box]];
    const base = db
      .selectFrom('msg_remind as m')
      .where('m.recipient_id', '=', actor.uid)
      .where('m.action', 'in', actions);
    const { rows, total } = await readPage(
      base,
      (b) =>
        b
          .leftJoin('user_info as u', 'u.uuid', 'm.sender_id')
          .selectAll('m')
          .select(['u.username as sender_username', 'u.avatar as sender_avatar'])
          .orderBy('m.id', 'desc'),
      { limit, offset },
    );
    await markRead('msg_remind', rows);
    return pageResult(rows.map(presentUserMsg), total, limit, currentPage);
  }

  /** A page of system notices (sys or mine), newest first; the page's unread ones become read. */
  async function notices(actor: Actor, box: NoticeBox, q: { currentPage?: number; limit?: number }) {
    if (box === 'sys') await deliverBroadcasts(actor);
    const { currentPage, limit, offset } = pageOf(q, 'messages');
    const base = db
      .selectFrom('user_sys_notice as u')
      .innerJoin('admin_sys_notice as n', 'n.id', 'u.sys_notice_id')
      .where('u.recipient_id', '=', actor.uid)
      .where('u.type', '=', NOTICE_TYPE[box])
      .where('u.deleted', '=', FALSE);
    const { rows, total } = await readPage(
      base,
      (b) =>
        b
          .select(['u.id', 'n.title', 'n.content', 'n.admin_id', 'u.type', 'u.state', 'u.gmt_create'])
          .orderBy('u.id', 'desc'),
      { limit, offset },
    );
    await markRead('user_sys_notice', rows);
    return pageResult(rows.map(presentSysMsg), total, limit, currentPage);
  }

  /** Deletes one message of the caller (id) or every message of a box. */
  async function clean(actor: Actor, type: MsgCleanType, id?: number): Promise<void> {
    const box = CLEAN_BOX[type];
    if (box === 'sys' || box === 'mine') {
      let q = db
        .updateTable('user_sys_notice')
        .set({ deleted: TRUE, state: TRUE, gmt_modified: cols.time() })
        .where('recipient_id', '=', actor.uid)
        .where('type', '=', NOTICE_TYPE[box])
        .where('deleted', '=', FALSE);
      if (id !== undefined) q = q.where('id', '=', id);
      const r = await q.executeTakeFirst();
      if (id !== undefined && Number(r.numUpdatedRows) === 0) throw notFound('Message_Not_Exist');
      return;
    }
    let q = db
      .deleteFrom('msg_remind')
      .where('recipient_id', '=', actor.uid)
      .where('action', 'in', [...REMIND_BOXES[box]]);
    if (id !== undefined) q = q.where('id', '=', id);
    const r = await q.executeTakeFirst();
    if (id !== undefined && Number(r.numDeletedRows) === 0) throw notFound('Message_Not_Exist');
  }

  return { unread, reminders, notices, clean, deliverBroadcasts };
}
