// A problem page inside a contest (site.md §2 "Problem detail"): the contest (from the shell, or
// loaded on the full-screen route), the problem through get-contest-problem-details, and what the
// code panel needs: the display id and cid to submit with, the OI overwrite question, the end.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ContestStatus, ContestType, JudgeStatus } from '@judge/shared';
import { getContestInfo } from '../../api/contest';
import type { ProblemDetail } from '../../api/problem';
import { DETAIL_FRESH_MS, problemDetailQuery } from '../../pages/problem/detailQuery';
import { useSession } from '../../stores/session';
import type { ContestSolving } from '../../pages/problem/EditorPanel';
import { useOptionalContest } from './context';
import { contestAdminOf, isSealedNow, useContestStatus } from './clock';
import { useContestProblemStatus, useContestProblems } from './problems';

/** The problem detail of the page: the contest's call inside a contest, else the public one. */
export function useProblemDetailQuery(problemID: string, contestID: string | undefined) {
  const query = problemDetailQuery(problemID, contestID);
  // A refusal (missing, hidden, not yet open) that the route's prefetch got a moment ago is the
  // page's answer: shown, not asked for again when the page mounts. An older one is asked again.
  const refusedAt = useQueryClient().getQueryState(query.queryKey)?.errorUpdatedAt ?? 0;
  return useQuery({ ...query, retryOnMount: Date.now() - refusedAt > DETAIL_FRESH_MS });
}

export interface ContestProblemPage {
  cid: number;
  solving: ContestSolving | undefined;
  /** Source, author and difficulty are not shown while the contest runs (contest admins see them). */
  hideFacts: boolean;
  solved: boolean;
}

/** Null outside a contest. */
export function useContestProblemPage(
  contestID: string | undefined,
  problemID: string,
  detail: ProblemDetail | undefined,
): ContestProblemPage | null {
  const cid = contestID ? Number(contestID) : 0;
  const shell = useOptionalContest();
  const { actor, user } = useSession();
  const info = useQuery({
    queryKey: ['contest', cid, 'info'],
    queryFn: () => getContestInfo(cid),
    enabled: !!cid && !shell,
    retry: false,
  });
  const contest = shell?.contest ?? info.data;
  const status = useContestStatus(contest);
  const problems = useContestProblems(cid, !!cid);
  const mine = useContestProblemStatus(
    cid,
    problems.data?.map((p) => p.pid),
    user?.uid,
  );
  if (!cid) return null;
  const admin = shell?.admin ?? contestAdminOf(actor, contest);
  const pid = problems.data?.find((p) => p.displayId === problemID)?.pid ?? detail?.problem.id;
  const my = pid === undefined ? undefined : mine.data?.[String(pid)];
  const realTime = admin || !contest || !isSealedNow(contest, Date.now());
  return {
    cid,
    hideFacts: !admin && status === ContestStatus.RUNNING,
    solved: my?.status === JudgeStatus.ACCEPTED,
    solving: contest
      ? {
          cid,
          displayId: problemID,
          hiddenOi: contest.type === ContestType.OI && !realTime,
          submitted: !!my && my.status !== JudgeStatus.NOT_SUBMITTED,
          ended: status === ContestStatus.ENDED && !contest.allowEndSubmit && !admin,
        }
      : undefined,
  };
}
