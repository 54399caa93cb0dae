// The outside boards /contest/acm-scoreboard/:id and /contest/oi-scoreboard/:id (site.md §2): no
// login needed when the contest opens its board; the contest header and the board, refreshed
// every 30 s and on the contest's push channel.
import { useParams } from 'react-router';
import { Card, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getContestOutsideInfo, getContestOutsideScoreboard } from '../../api/contest';
import type { ApiError } from '../../api/http';
import ContestHeader from '../../components/contest/ContestHeader';
import Scoreboard from '../../components/contest/board/Scoreboard';
import { useSession } from '../../stores/session';

export default function OutsideBoard() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = Number(contestID);
  const { user } = useSession();
  const info = useQuery({
    queryKey: ['contest', cid, 'outside-info'],
    queryFn: () => getContestOutsideInfo(cid),
    retry: false,
    enabled: Number.isInteger(cid) && cid > 0,
  });
  if (info.isError) {
    const code = (info.error as ApiError | null)?.status;
    return (
      <Card>
        <Result status={code === 403 ? '403' : code === 404 ? '404' : 'error'} title={info.error?.message} />
      </Card>
    );
  }
  if (!info.data) return <Spin style={{ display: 'block', margin: 40 }} />;
  const { contest, problemList } = info.data;
  return (
    <div data-testid="outside-board">
      <ContestHeader contest={contest} />
      <Card size="small" title={t('Contest_Rank')}>
        <Scoreboard
          contest={contest}
          problems={problemList}
          fetchBoard={getContestOutsideScoreboard}
          queryKey={['contest', cid, 'outside-board']}
          admin={false}
          me={user?.uid}
        />
      </Card>
    </div>
  );
}
