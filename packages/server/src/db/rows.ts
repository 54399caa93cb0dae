// One row type per table, as a query returns it (Selectable of its Kysely table type). Repos,
// presenters and rules all import rows from here, so a table's shape is named once.
import type { Selectable } from 'kysely';
import type {
  AdminSysNoticeTable,
  AnnouncementTable,
  MsgRemindTable,
  UserSysNoticeTable,
  ContestProblemTable,
  ContestRecordTable,
  ContestTable,
  GroupMemberTable,
  GroupTable,
  JudgeCaseTable,
  JudgeTable,
  ProblemCaseTable,
  ProblemTable,
  UserInfoTable,
} from './types.js';

/** A user with the role id joined from user_role (null = the default role). */
export type UserRow = Selectable<UserInfoTable> & { role_id: number | null };
export type ProblemRow = Selectable<ProblemTable>;
export type ProblemCaseRow = Selectable<ProblemCaseTable>;
/** A submission (the `judge` table keeps HOJ's name). */
export type SubmissionRow = Selectable<JudgeTable>;
export type JudgeCaseRow = Selectable<JudgeCaseTable>;
export type ContestRow = Selectable<ContestTable>;
export type ContestProblemRow = Selectable<ContestProblemTable>;
export type ContestRecordRow = Selectable<ContestRecordTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type MsgRemindRow = Selectable<MsgRemindTable>;
export type AdminSysNoticeRow = Selectable<AdminSysNoticeTable>;
export type UserSysNoticeRow = Selectable<UserSysNoticeTable>;
export type GroupRow = Selectable<GroupTable>;
export type GroupMemberRow = Selectable<GroupMemberTable>;
