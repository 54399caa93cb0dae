// Who sees what of a submission (hoj-behaviour §5.5 and "visibility matrix", site.md §6). One place
// for every rule; the list, the detail, the status checks and the SSE stream all use it.
import { JudgeStatus, isAdminRole, isProblemAdminRole, isRoot } from '@judge/shared';
import type { AuthUser } from '../../lib/auth/index.js';

export interface SubmissionFacts {
  uid: string;
  cid: number;
  status: number;
  share: boolean;
}

export interface ProblemFacts {
  author: string | null;
  codeShare: boolean;
}

export interface Visibility {
  code: boolean;
  errorMessage: boolean;
  /** time, memory, length */
  stats: boolean;
  ip: boolean;
  /** share flag is meaningful only outside contests */
  share: boolean;
}

/** Statuses whose error text (compiler output, system error, submit failure) others may read. */
const PUBLIC_ERROR_STATUSES = new Set<number>([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
]);

export const isOwner = (u: AuthUser | null, s: { uid: string }) => !!u && u.uid === s.uid;

/** Root, problem admins, and an admin who wrote the problem see everything about its submissions. */
export function isSubmissionAdmin(u: AuthUser | null, p: Pick<ProblemFacts, 'author'> | null) {
  if (!u) return false;
  if (isProblemAdminRole(u.roleId)) return true;
  return isAdminRole(u.roleId) && !!p?.author && p.author === u.username;
}

export function visibilityOf(
  u: AuthUser | null,
  s: SubmissionFacts,
  p: ProblemFacts | null,
  switches: { hideNonContestSubmissionCode?: boolean },
): Visibility {
  const owner = isOwner(u, s);
  if (s.cid > 0) {
    // Contest submissions: only the owner and root (contest admins once contests exist).
    const full = owner || (!!u && isRoot(u.roleId));
    return { code: full, errorMessage: full, stats: full, ip: full, share: false };
  }
  const admin = isSubmissionAdmin(u, p) || (!!u && isAdminRole(u.roleId));
  const shared = s.share && !!p?.codeShare && !switches.hideNonContestSubmissionCode;
  const rootOrOwner = owner || (!!u && isRoot(u.roleId));
  const code = switches.hideNonContestSubmissionCode ? rootOrOwner : owner || admin || shared;
  return {
    code,
    errorMessage: owner || admin || PUBLIC_ERROR_STATUSES.has(s.status),
    stats: true,
    ip: owner || admin,
    share: true,
  };
}

/** May the caller change the share flag? The owner, outside contests, when the problem allows sharing. */
export const canShare = (u: AuthUser | null, s: SubmissionFacts, p: ProblemFacts | null) =>
  isOwner(u, s) && s.cid === 0 && !!p?.codeShare;
