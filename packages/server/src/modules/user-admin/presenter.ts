// Shapes account rows for the back office (UserRolesVO of hoj-api-paths §8). The password hash
// never leaves the server: `password` is always null.
import { ROLE_INFO, isRoleId } from '@judge/shared';
import type { UserRolesVO } from '@judge/shared/schemas/user-admin';
import { readTime } from '../../db/columns.js';
import type { UserRow } from '../../db/rows.js';
import { roleIdOf } from '../../lib/auth/roles.js';

const iso = (v: Date | string) => readTime(v)!.toISOString();

export function userRolesVO(row: UserRow): UserRolesVO {
  const roleId = roleIdOf(row);
  const info = isRoleId(roleId) ? ROLE_INFO[roleId] : ROLE_INFO[1002];
  return {
    uid: row.uuid,
    username: row.username,
    password: null,
    nickname: row.nickname,
    school: row.school,
    course: row.course,
    number: row.number,
    gender: row.gender,
    realname: row.realname,
    cfUsername: row.cf_username,
    github: row.github,
    blog: row.blog,
    email: row.email,
    avatar: row.avatar,
    titleName: row.title_name,
    titleColor: row.title_color,
    signature: row.signature,
    status: row.status,
    gmtCreate: iso(row.gmt_create),
    gmtModified: iso(row.gmt_modified),
    roles: [{ id: info.id, role: info.role, description: info.label['en-US'], status: 0 }],
  };
}
