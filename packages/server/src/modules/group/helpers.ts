// Small pieces the group services share: the refusals of policies/group.ts as answers, notice
// texts in both languages, and the page shape of the lists.
import type { GroupRefusal } from '@judge/shared';
import { BizError } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';

export type Page = { currentPage?: number; limit?: number };

/** The message and status of each refusal of policies/group.ts. */
const REFUSALS: Record<GroupRefusal, [string, number]> = {
  login_required: ['Please_login_first', 401],
  group_not_found: ['Group_Not_Found', 404],
  already_member: ['Group_Already_Member', 400],
  already_applying: ['Group_Already_Applying', 400],
  code_required: ['Group_Apply_Code_Required', 400],
  code_wrong: ['Group_Apply_Code_Wrong', 400],
  not_member: ['Group_Not_In_Group', 400],
  owner_cannot_exit: ['Group_Owner_Cannot_Exit', 400],
  no_permission: ['Group_Admin_Required', 403],
  cannot_act_on_self: ['Group_Cannot_Act_On_Self', 400],
  cannot_act_on_owner: ['Group_Cannot_Act_On_Owner', 403],
  level_too_high: ['Group_Level_Too_High', 403],
  cannot_demote_member: ['Group_Cannot_Demote_Member', 400],
  bad_level: ['Group_Bad_Level', 400],
};
export function refuse(d: { ok: true } | { ok: false; reason: GroupRefusal }): void {
  if (!d.ok) {
    const [key, status] = REFUSALS[d.reason];
    throw new BizError(key, {}, status);
  }
}

/** A notice in both languages (recipients' languages are not stored). */
export const both = (key: string, params: Record<string, string | number>) =>
  `${t('zh-CN', key, params)} / ${t('en-US', key, params)}`;

