// The focus-mode problem strip of a training (site.md §2), from get-full-screen-problem-list?tid=,
// which applies the training's entry rule and carries the caller's status on each problem.
import { useQuery } from '@tanstack/react-query';
import { JudgeStatus } from '@judge/shared';
import { getFullScreenProblems } from '../../api/problem';
import StripButtons from './StripButtons';

/** `base` is the training's route (`/training/3` or `/group/2/training/3`). */
export default function TrainingStrip({ tid, current, base }: { tid: number; current: string; base: string }) {
  const q = useQuery({
    queryKey: ['full-screen-problems', 'training', tid],
    queryFn: () => getFullScreenProblems({ tid }),
  });
  const items = (q.data ?? []).map((p) => ({
    id: p.problemId,
    title: p.title,
    accepted: p.status === JudgeStatus.ACCEPTED,
  }));
  return (
    <StripButtons
      items={items}
      current={current}
      testId="training-problem-strip"
      href={(id) => `${base}/problem/${encodeURIComponent(id)}/full-screen`}
    />
  );
}
