// The rank tab: the contest's board (ACM or OI by its rule) through get-contest-rank.
import { Card } from 'antd';
import { getContestRank } from '../../api/contest';
import Scoreboard from '../../components/contest/board/Scoreboard';
import { useContestProblems } from '../../components/contest/problems';
import { useSession } from '../../stores/session';
import { useContest } from '../../components/contest/context';

export default function ContestRank() {
  const { cid, contest, admin, menuDisabled } = useContest();
  const { user } = useSession();
  const problems = useContestProblems(cid, !menuDisabled);
  return (
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
}
