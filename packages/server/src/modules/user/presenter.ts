// Shapes user rows into the API's UserInfoVO.
import type { UserRow } from './repo.js';
import { roleIdOf, roleNameOf } from './repo.js';
import type { UserInfoVO } from '@judge/shared/schemas/account';

export function userInfoVO(row: UserRow): UserInfoVO {
  return {
    uid: row.uuid,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    titleName: row.title_name,
    titleColor: row.title_color,
    email: row.email,
    number: row.number,
    gender: row.gender,
    school: row.school,
    course: row.course,
    signature: row.signature,
    realname: row.realname,
    github: row.github,
    blog: row.blog,
    cfUsername: row.cf_username,
    roleList: [roleNameOf(roleIdOf(row))],
  };
}
