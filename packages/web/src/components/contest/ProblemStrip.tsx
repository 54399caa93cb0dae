// The focus-mode problem strip of a contest (site.md §2): every problem of the contest as a
// button with its balloon and the caller's status, the current one highlighted.
import { JudgeStatus } from '@judge/shared';
import { useSession } from '../../stores/session';
import StripButtons from '../solving/StripButtons';
import { Balloon } from './tags';
import { useContestProblemStatus, useContestProblems } from './problems';

export default function ProblemStrip({
  cid,
  current,
  fullScreen,
}: {
  cid: number;
  current: string;
  fullScreen: boolean;
}) {
  const { user } = useSession();
  const problems = useContestProblems(cid, true);
  const mine = useContestProblemStatus(
    cid,
    problems.data?.map((p) => p.pid),
    user?.uid,
  );
  const items = (problems.data ?? []).map((p) => ({
    id: p.displayId,
    title: p.displayTitle,
    accepted: mine.data?.[String(p.pid)]?.status === JudgeStatus.ACCEPTED,
    mark: <Balloon color={p.color} />,
  }));
  return (
    <StripButtons
      items={items}
      current={current}
      testId="contest-problem-strip"
      href={(id) => `/contest/${cid}/problem/${encodeURIComponent(id)}${fullScreen ? '/full-screen' : ''}`}
    />
  );
}
