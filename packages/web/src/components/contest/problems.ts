// The contest's problems and the caller's status on each, shared by the problem tab, the board's
// column heads and the focus-mode strip (one query each, cached by react-query).
import { useQuery } from '@tanstack/react-query';
import { getContestProblemStatus, getContestProblems } from '../../api/contest';

export function useContestProblems(cid: number, enabled: boolean, containsEnd = false) {
  return useQuery({
    queryKey: ['contest', cid, 'problems', containsEnd],
    queryFn: () => getContestProblems(cid, containsEnd),
    enabled,
    retry: false,
  });
}

/** {pid: {status, score}} of the signed-in caller (−10 not submitted, −5 hidden by the seal). */
export function useContestProblemStatus(cid: number, pids: number[] | undefined, uid: string | undefined) {
  return useQuery({
    queryKey: ['contest', cid, 'my-status', pids, uid],
    queryFn: () => getContestProblemStatus(cid, pids!),
    enabled: !!uid && !!pids && pids.length > 0,
  });
}
