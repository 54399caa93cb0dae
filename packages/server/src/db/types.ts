// Table types for Kysely. Column conventions (see columns.ts):
// - timestamps: timestamptz (PostgreSQL) / ISO-8601 UTC text (SQLite); write with `cols.time()`, read with `readTime()`.
// - booleans: boolean (PostgreSQL) / 0|1 integer (SQLite); write with `cols.bool()`, read with `readBool()`.
// - JSON: jsonb (PostgreSQL) / text (SQLite); write with `cols.json()`, read with `cols.readJson()`.
import type { ColumnType, Generated } from 'kysely';

/** What a timestamp column accepts on write and returns on read (Date on PostgreSQL, string on SQLite). */
export type Timestamp = ColumnType<Date | string, string, string>;
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
export type Json = ColumnType<unknown, string, string>;

export interface UserInfoTable {
  uuid: string;
  username: string;
  password: string;
  email: string | null;
  nickname: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  realname: string | null;
  gender: string;
  cf_username: string | null;
  github: string | null;
  blog: string | null;
  avatar: string | null;
  signature: string | null;
  title_name: string | null;
  title_color: string | null;
  /** 0 normal, 1 banned */
  status: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface RoleTable {
  id: number;
  role: string;
  description: string;
  status: number;
}

export interface UserRoleTable {
  id: Generated<number>;
  uid: string;
  role_id: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface UserRecordTable {
  uid: string;
  rating: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface SessionTable {
  id: Generated<number>;
  uid: string;
  ip: string;
  user_agent: string;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface SiteConfigTable {
  key: string;
  value: Json;
  gmt_modified: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_addr: string;
  subject: string;
  text: string;
  /** outbox (no transport configured), sent, failed */
  status: string;
  error: string | null;
  gmt_create: Timestamp;
}

/** Small expiring key/value store used when REDIS_URL is unset (codes, throttles, revocations). */
export interface KvStoreTable {
  key: string;
  value: string;
  /** epoch milliseconds; null = never */
  expires_at: number | null;
}

// ---- judge (migration 0002_judge) ----------------------------------------------------------

export interface ProblemTable {
  id: Generated<number>;
  /** Display id (unique), e.g. "P1000". */
  problem_id: string;
  title: string;
  author: string | null;
  /** 0 ACM, 1 OI */
  type: number;
  /** default | spj | interactive */
  judge_mode: string;
  /** default | subtask_lowest | subtask_average | ergodic_without_error */
  judge_case_mode: string;
  /** ms */
  time_limit: number;
  /** MB */
  memory_limit: number;
  /** MB */
  stack_limit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  /** `<input>…</input><output>…</output>` pairs */
  examples: string | null;
  is_remote: Bool;
  source: string | null;
  /** 0–6 */
  difficulty: number;
  hint: string | null;
  /** 1 public, 2 private, 3 contest, 4 group */
  auth: number;
  /** OI total score */
  io_score: number;
  code_share: Bool;
  /** checker (spj) or interactor source */
  spj_code: string | null;
  spj_language: string | null;
  /** JSON text: {filename: content} */
  user_extra_file: string | null;
  /** JSON text: {filename: content} */
  judge_extra_file: string | null;
  is_remove_end_blank: Bool;
  open_case_result: Bool;
  is_upload_case: Bool;
  /** Changes whenever the case set changes (epoch ms as text). */
  case_version: string;
  is_file_io: Bool;
  io_read_file_name: string | null;
  io_write_file_name: string | null;
  modified_user: string | null;
  is_group: Bool;
  gid: number | null;
  apply_public_progress: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ProblemCaseTable {
  id: Generated<number>;
  pid: number;
  /** names shown to users (1.in / 1.out) */
  input: string;
  output: string;
  /** sha256 of the content in the test-data store */
  input_hash: string;
  output_hash: string;
  input_size: number;
  output_size: number;
  score: number;
  group_num: number;
  /** 0 in use, 1 removed */
  status: number;
  sort: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TestDataBlobTable {
  hash: string;
  size: number;
  gmt_create: Timestamp;
}

export interface LanguageTable {
  id: Generated<number>;
  content_type: string;
  description: string;
  name: string;
  compile_command: string | null;
  template: string | null;
  code_template: string | null;
  is_spj: Bool;
  oj: string;
  seq: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ProblemLanguageTable {
  id: Generated<number>;
  pid: number;
  lid: number;
}

export interface CodeTemplateTable {
  id: Generated<number>;
  pid: number;
  lid: number;
  code: string;
  status: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TagClassificationTable {
  id: Generated<number>;
  name: string;
  oj: string;
  rank: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface TagTable {
  id: Generated<number>;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ProblemTagTable {
  id: Generated<number>;
  pid: number;
  tid: number;
}

/** One submission. */
export interface JudgeTable {
  submit_id: Generated<number>;
  pid: number;
  display_pid: string;
  uid: string;
  username: string;
  submit_time: Timestamp;
  /** JudgeStatus code (−10 … 10) */
  status: number;
  share: Bool;
  error_message: string | null;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
  score: number | null;
  length: number;
  code: string;
  language: string;
  /** 0 = not in a contest */
  cid: number;
  cpid: number;
  gid: number | null;
  judger: string | null;
  ip: string | null;
  /** Bumped on every rejudge/resubmit: results of an older run are ignored. */
  version: number;
  oi_rank_score: number | null;
  vjudge_submit_id: number | null;
  vjudge_username: string | null;
  vjudge_password: string | null;
  is_manual: Bool;
  /** The submitter's Idempotency-Key (unique per user), null without one. */
  client_key: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface JudgeCaseTable {
  id: Generated<number>;
  submit_id: number;
  pid: number;
  uid: string;
  case_id: number | null;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  group_num: number | null;
  seq: number;
  mode: string;
  input_data: string | null;
  output_data: string | null;
  /** the case message (checker / runtime), not program output */
  user_output: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface UserAcproblemTable {
  id: Generated<number>;
  uid: string;
  pid: number;
  submit_id: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** Per-user counters of the site rank lists (rank/counters.ts keeps them). */
export interface UserRankCountTable {
  uid: string;
  ac: number;
  total: number;
  score: number;
  gmt_modified: Timestamp;
}

export interface JudgeServerTable {
  id: Generated<number>;
  name: string;
  ip: string | null;
  url: string | null;
  cpu_core: number;
  task_number: number;
  max_task_number: number;
  is_remote: Bool;
  /** 0 enabled, 1 switched off by root (online/offline comes from last_heartbeat) */
  status: number;
  version: string | null;
  languages: Json | null;
  info: Json | null;
  last_heartbeat: Timestamp;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** A contest (hoj-behaviour §5.1). Status is computed from the times (`contestStatusAt`). */
export interface ContestTable {
  id: Generated<number>;
  uid: string;
  author: string;
  title: string;
  description: string | null;
  source: string | null;
  /** 0 ACM, 1 OI */
  type: number;
  /** 0 public, 1 private, 2 protected */
  auth: number;
  pwd: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  /** seconds */
  duration: number;
  seal_rank: Bool;
  seal_rank_time: Timestamp | null;
  auto_real_rank: Bool;
  visible: Bool;
  open_print: Bool;
  open_account_limit: Bool;
  account_limit_rule: string | null;
  /** username | nickname | realname */
  rank_show_name: string;
  /** {"star_account": [usernames]} */
  star_account: Json | null;
  open_rank: Bool;
  /** Recent | Highest */
  oi_rank_score_type: string;
  is_group: Bool;
  gid: number | null;
  /** 0 none, 1 proportion, 2 number */
  award_type: number;
  award_config: Json | null;
  allow_end_submit: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ContestProblemTable {
  id: Generated<number>;
  cid: number;
  pid: number;
  display_id: string;
  display_title: string;
  color: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ContestRegisterTable {
  id: Generated<number>;
  cid: number;
  uid: string;
  /** 0 valid, 1 invalid */
  status: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** One contest submission as the boards see it. */
export interface ContestRecordTable {
  id: Generated<number>;
  cid: number;
  uid: string;
  pid: number;
  cpid: number;
  display_id: string;
  submit_id: number;
  username: string;
  realname: string | null;
  /** NULL judging, 1 AC, −1 penalised, 0 not penalised */
  status: number | null;
  submit_time: Timestamp;
  /** seconds since the contest start (0 before it) */
  time: number;
  score: number | null;
  /** ms */
  use_time: number | null;
  first_blood: Bool;
  checked: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** A text a contest participant asked to print (migration 0013). */
export interface ContestPrintTable {
  id: Generated<number>;
  cid: number;
  uid: string;
  username: string;
  realname: string | null;
  content: string;
  /** 0 waiting, 1 printed */
  status: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** Announcements of the site, groups and contests (migration 0005). */
export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  content: string;
  uid: string;
  /** 0 shown, 1 hidden */
  status: number;
  gid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface ContestAnnouncementTable {
  id: Generated<number>;
  cid: number;
  aid: number;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** Reminders: comments, replies and likes on a user's posts (migration 0009). */
export interface MsgRemindTable {
  id: Generated<number>;
  /** Discuss | Reply | Like_Post | Like_Discuss */
  action: string;
  source_id: number | null;
  /** Discussion | Contest */
  source_type: string | null;
  source_title: string | null;
  source_content: string | null;
  quote_id: number | null;
  quote_type: string | null;
  quote_content: string | null;
  url: string | null;
  /** Read. */
  state: Bool;
  sender_id: string;
  recipient_id: string;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** A system notice (migration 0009). */
export interface AdminSysNoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** All | Single | Admin */
  type: string;
  /** Delivered. */
  state: Bool;
  recipient_id: string | null;
  admin_id: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** A user's copy of a system notice (migration 0009). */
export interface UserSysNoticeTable {
  id: Generated<number>;
  sys_notice_id: number;
  recipient_id: string;
  /** Sys | Mine */
  type: string;
  /** Read. */
  state: Bool;
  /** Deleted by the user (kept so that a broadcast is not copied again). */
  deleted: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** Per contest: version of its board cells and what they were built for (migration 0007). */
export interface ContestBoardTable {
  cid: number;
  version: number;
  /** start|seal|end|contest problem ids */
  built_key: string;
  gmt_modified: Timestamp;
}

/** One (contest, user, problem, segment) cell of a board (migration 0007). */
export interface ContestBoardCellTable {
  cid: number;
  uid: string;
  pid: number;
  /** 0 before the seal, 1 during the seal, 2 after the end */
  segment: number;
  ac_time: number | null;
  penalty: number;
  tries: number;
  last_score: number | null;
  last_time: number | null;
  last_submit_id: number | null;
  max_score: number | null;
  ac_use_time: number | null;
}

/** Each user's rank key per board view (migration 0007); NULL = not on that board. */
export interface ContestBoardRankTable {
  cid: number;
  uid: string;
  sealed_primary: number | null;
  sealed_secondary: number | null;
  live_primary: number | null;
  live_secondary: number | null;
  end_primary: number | null;
  end_secondary: number | null;
}

/** A group (migration 0012; hoj-behaviour §8). */
export interface GroupTable {
  id: Generated<number>;
  avatar: string | null;
  name: string;
  short_name: string;
  brief: string;
  description: string;
  /** Owner's username. */
  owner: string;
  /** Owner's uid. */
  uid: string;
  /** 1 public, 2 protected, 3 private. */
  auth: number;
  visible: Bool;
  /** 0 normal, 1 banned. */
  status: number;
  /** Invitation code (6 characters). */
  code: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** One user's membership of a group (migration 0012): 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export interface GroupMemberTable {
  id: Generated<number>;
  gid: number;
  uid: string;
  auth: number;
  reason: string | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/**
 * Site submissions per (problem, scope, status), kept by triggers on `judge` (migration 0022):
 * scope = the submission's group id, 0 for the main site; cancelled and contest runs never count.
 */
export interface ProblemVerdictCountTable {
  pid: number;
  scope: number;
  status: number;
  n: number;
}

export interface DB {
  user_info: UserInfoTable;
  role: RoleTable;
  user_role: UserRoleTable;
  user_record: UserRecordTable;
  session: SessionTable;
  site_config: SiteConfigTable;
  mail_outbox: MailOutboxTable;
  kv_store: KvStoreTable;
  problem: ProblemTable;
  problem_case: ProblemCaseTable;
  test_data_blob: TestDataBlobTable;
  language: LanguageTable;
  problem_language: ProblemLanguageTable;
  code_template: CodeTemplateTable;
  tag_classification: TagClassificationTable;
  tag: TagTable;
  problem_tag: ProblemTagTable;
  judge: JudgeTable;
  problem_verdict_count: ProblemVerdictCountTable;
  judge_case: JudgeCaseTable;
  user_acproblem: UserAcproblemTable;
  user_rank_count: UserRankCountTable;
  judge_server: JudgeServerTable;
  contest: ContestTable;
  contest_problem: ContestProblemTable;
  contest_register: ContestRegisterTable;
  contest_record: ContestRecordTable;
  contest_print: ContestPrintTable;
  contest_board: ContestBoardTable;
  contest_board_cell: ContestBoardCellTable;
  contest_board_rank: ContestBoardRankTable;
  announcement: AnnouncementTable;
  contest_announcement: ContestAnnouncementTable;
  msg_remind: MsgRemindTable;
  admin_sys_notice: AdminSysNoticeTable;
  user_sys_notice: UserSysNoticeTable;
  group: GroupTable;
  group_member: GroupMemberTable;
}
