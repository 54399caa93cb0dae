// The focus-mode problem strip of a contest (site.md §2): every problem of the contest as a
// button with its balloon and the caller's status, the current one highlighted.
import { useNavigate } from 'react-router';
import { Button, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { JudgeStatus } from '@judge/shared';
import { useSession } from '../../stores/session';
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
  const navigate = useNavigate();
  const { user } = useSession();
  const problems = useContestProblems(cid, true);
  const mine = useContestProblemStatus(
    cid,
    problems.data?.map((p) => p.pid),
    user?.uid,
  );
  return (
    <div className="contest-problem-strip" data-testid="contest-problem-strip">
      {(problems.data ?? []).map((p) => {
        const ac = mine.data?.[String(p.pid)]?.status === JudgeStatus.ACCEPTED;
        return (
          <Tooltip key={p.id} title={p.displayTitle}>
            <Button
              size="small"
              type={p.displayId === current ? 'primary' : 'default'}
              onClick={() =>
                navigate(
                  `/contest/${cid}/problem/${encodeURIComponent(p.displayId)}${fullScreen ? '/full-screen' : ''}`,
                )
              }
            >
              <Balloon color={p.color} />
              {p.displayId}
              {ac && <CheckOutlined style={{ color: '#19be6b' }} />}
            </Button>
          </Tooltip>
        );
      })}
    </div>
  );
}
