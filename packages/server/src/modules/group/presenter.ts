// The one place that shapes group rows for the API (hoj-api-paths §8 Group, GroupVO, GroupMemberVO).
// The invitation code leaves the server only for group roots and the site root.
import type { GroupEntity, GroupMemberVO, GroupVO } from '@judge/shared/schemas/group';
import { readBool, readTime } from '../../db/columns.js';
import type { GroupMemberRow, GroupRow } from '../../db/rows.js';

const iso = (v: Date | string) => readTime(v)!.toISOString();

export function presentGroup(g: GroupRow, showCode: boolean): GroupEntity {
  return {
    id: Number(g.id),
    avatar: g.avatar,
    name: g.name,
    shortName: g.short_name,
    brief: g.brief,
    description: g.description,
    owner: g.owner,
    uid: g.uid,
    auth: g.auth,
    visible: readBool(g.visible),
    status: g.status,
    code: showCode ? g.code : null,
    gmtCreate: iso(g.gmt_create),
    gmtModified: iso(g.gmt_modified),
  };
}

export function presentGroupVO(g: GroupRow, memberCount: number): GroupVO {
  return {
    id: Number(g.id),
    avatar: g.avatar,
    owner: g.owner,
    name: g.name,
    shortName: g.short_name,
    brief: g.brief,
    description: g.description,
    auth: g.auth,
    visible: readBool(g.visible),
    memberCount,
    gmtCreate: iso(g.gmt_create),
  };
}

/** A member row; the real name only when the caller may see it (group admins, site root). */
export function presentMember(
  m: GroupMemberRow & { username: string | null; realname: string | null },
  showRealName: boolean,
): GroupMemberVO {
  return {
    id: Number(m.id),
    gid: m.gid,
    uid: m.uid,
    username: m.username ?? '',
    ...(showRealName ? { realname: m.realname } : {}),
    auth: m.auth,
    reason: m.reason,
    gmtCreate: iso(m.gmt_create),
    gmtModify: iso(m.gmt_modified),
  };
}
