// The one place that shapes message rows for the API: UserMsgVO, SysMsgVO, AdminSysNoticeVO.
import { readBool, readTime } from '../../db/columns.js';
import type { AdminSysNoticeRow, MsgRemindRow } from '../../db/rows.js';

const iso = (v: Date | string) => readTime(v)!.toISOString();

export function presentUserMsg(
  r: MsgRemindRow & { sender_username: string | null; sender_avatar: string | null },
) {
  return {
    id: Number(r.id),
    action: r.action,
    sourceId: r.source_id,
    sourceType: r.source_type,
    sourceTitle: r.source_title,
    sourceContent: r.source_content,
    quoteId: r.quote_id,
    quoteType: r.quote_type,
    quoteContent: r.quote_content,
    url: r.url,
    state: readBool(r.state),
    senderId: r.sender_id,
    senderUsername: r.sender_username,
    senderAvatar: r.sender_avatar,
    gmtCreate: iso(r.gmt_create),
  };
}

export interface SysMsgRow {
  id: number;
  title: string;
  content: string;
  admin_id: string | null;
  type: string;
  state: boolean | number;
  gmt_create: Date | string;
}

export function presentSysMsg(r: SysMsgRow) {
  return {
    id: Number(r.id),
    title: r.title,
    content: r.content,
    adminId: r.admin_id,
    type: r.type,
    state: readBool(r.state),
    gmtCreate: iso(r.gmt_create),
  };
}

export function presentNotice(
  r: AdminSysNoticeRow & { admin_username: string | null; recipient_username: string | null },
) {
  return {
    id: Number(r.id),
    title: r.title,
    content: r.content,
    type: r.type,
    state: readBool(r.state),
    adminUsername: r.admin_username,
    recipientId: r.recipient_id,
    recipientUsername: r.recipient_username,
    gmtCreate: iso(r.gmt_create),
    gmtModified: iso(r.gmt_modified),
  };
}
