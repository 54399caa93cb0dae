// The record list (rank) tab of a private training (hoj-ui "Trainings"): place, user, total AC
// with the total run time "(ms)", and per problem the short verdict in its colour with the run
// time. Training admins see real names. 30 a page, keyword over username, real name and school.
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Input, Space, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, judgeStatusInfo } from '@judge/shared';
import { getTrainingProblemList, getTrainingRank, type TrainingRankRow } from '../../api/training';
import UserAvatar from '../../components/UserAvatar';
import { PagedTable } from '../../components/PagedTable';
import { usePagedQuery } from '../../utils/usePagedQuery';
import { useBilingual } from '../problem/common';
import { useTraining } from './context';

export default function TrainingRank() {
  const { t } = useTranslation();
  const label = useBilingual();
  const { tid, base, access } = useTraining();
  const [keyword, setKeyword] = useState('');
  const problems = useQuery({
    queryKey: ['training', tid, 'problems'],
    queryFn: () => getTrainingProblemList(tid),
    enabled: access,
  });
  const { setPage, table } = usePagedQuery(
    ['training', tid, 'rank', keyword],
    PAGE_SIZES.rank,
    (q) => getTrainingRank({ tid, ...q, keyword: keyword || undefined }),
    access,
  );

  return (
    <Card size="small">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('Rank_Search_Placeholder')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <PagedTable<TrainingRankRow>
        rowKey="uid"
        {...table}
        empty={t('No_Record')}
        scroll={{ x: 420 + (problems.data?.length ?? 0) * 110 }}
        data-testid="training-rank"
        columns={[
          { title: t('Rank'), dataIndex: 'rank', width: 70, align: 'center' },
          {
            title: t('User'),
            key: 'user',
            width: 200,
            render: (_: unknown, r) => (
              <Space>
                <UserAvatar user={r} size={28} />
                <span>
                  <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
                  {r.realname ? <div className="training-realname">{r.realname}</div> : null}
                </span>
              </Space>
            ),
          },
          {
            title: t('Total_AC'),
            key: 'ac',
            width: 120,
            render: (_: unknown, r) => (
              <span data-testid={`training-rank-ac-${r.username}`}>
                {r.ac} <span className="training-rank-cell">({r.totalRunTime}ms)</span>
              </span>
            ),
          },
          ...(problems.data ?? []).map((p) => ({
            title: (
              <Tooltip title={p.title}>
                <Link to={`${base}/problem/${encodeURIComponent(p.problemId)}`}>{p.problemId}</Link>
              </Tooltip>
            ),
            key: `p-${p.problemId}`,
            width: 110,
            align: 'center' as const,
            render: (_: unknown, r: TrainingRankRow) => {
              const cell = r.submissionInfo[p.problemId];
              if (!cell) return null;
              const info = judgeStatusInfo(cell.status);
              return (
                <Tooltip title={info ? label(info.label) : ''}>
                  <span className="training-rank-cell" style={{ color: info?.rgb }}>
                    {info?.short ?? cell.status}
                    {cell.runTime != null ? ` (${cell.runTime}ms)` : ''}
                  </span>
                </Tooltip>
              );
            },
          })),
        ]}
      />
    </Card>
  );
}
