// The rank tab: the contest's board (ACM or OI by its rule) through get-contest-rank; under it, for
// the contest's admins, the exports (board sheet, accepted code).
import { Card, Space } from 'antd';
import { getContestRank } from '../../api/contest';
import Scoreboard from '../../components/contest/board/Scoreboard';
import { useContestProblems } from '../../components/contest/problems';
import { useSession } from '../../stores/session';
import { useContest } from '../../components/contest/context';
import ContestExports from './ops/ContestExports';

export default function ContestRank() {
  const { cid, contest, admin, menuDisabled } = useContest();
  const { user } = useSession();
  const problems = useContestProblems(cid, !menuDisabled);
  const board = (
    <Card size="small" data-testid="contest-rank">
      <Scoreboard
        contest={contest}
        problems={problems.data ?? []}
        fetchBoard={getContestRank}
        queryKey={['contest', cid, 'rank']}
        admin={admin}
        me={user?.uid}
        linkBase={`/contest/${cid}`}
        enabled={!menuDisabled}
      />
    </Card>
  );
  if (!admin) return board;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {board}
      <ContestExports cid={cid} />
    </Space>
  );
}
