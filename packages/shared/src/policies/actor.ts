// Who may do what - the common part (the actor, decisions, refusals): pure functions, enforced by the server and used by the web to show or hide.

/** The caller as policies see it (null = anonymous). */
export interface Actor {
  uid: string;
  username: string;
  role: number;
  /** 0 = normal, 1 = banned. */
  status?: number;
}

/** A reason code when a policy refuses; the server maps it to an i18n message. */
export type Refusal =
  | 'login_required'
  | 'banned'
  | 'no_submit_permission'
  | 'judge_closed'
  | 'problem_hidden'
  | 'contest_not_started'
  | 'contest_ended'
  | 'contest_not_registered'
  | 'contest_account_limit'
  | 'not_group_member';
export type Decision = { ok: true } | { ok: false; reason: Refusal };
export const allow: Decision = { ok: true };
export const deny = (reason: Refusal): Decision => ({ ok: false, reason });

export const isActive = (u: Actor | null | undefined): u is Actor => !!u && (u.status ?? 0) === 0;


/** Site switches the policies read (from the site configuration). */
export interface Switches {
  openPublicJudge: boolean;
  openContestJudge: boolean;
  openGroupJudge: boolean;
  openPublicDiscussion?: boolean;
  openGroupDiscussion?: boolean;
  openContestComment?: boolean;
}
