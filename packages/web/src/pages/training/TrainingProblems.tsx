// The problem list tab of a training: the training's problems in their order, under their display
// ids, with the caller's status, level and AC rate; a row opens the problem.
import { Link, useNavigate } from 'react-router';
import { Card, Empty, Grid, Table, Tooltip } from 'antd';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JudgeStatus, judgeStatusInfo } from '@judge/shared';
import { getTrainingProblemList, type TrainingProblemRow } from '../../api/training';
import { DifficultyTag, useBilingual } from '../problem/common';
import { AcRateBar } from '../problem/AcRateBar';
import { useTraining } from './context';

export default function TrainingProblems() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const { tid, base, access } = useTraining();
  const narrow = !Grid.useBreakpoint().md;
  const list = useQuery({
    queryKey: ['training', tid, 'problems'],
    queryFn: () => getTrainingProblemList(tid),
    enabled: access,
  });
  const open = (r: TrainingProblemRow) => navigate(`${base}/problem/${encodeURIComponent(r.problemId)}`);

  return (
    <Card size="small">
      <Table<TrainingProblemRow>
        rowKey="pid"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: narrow ? 600 : undefined }}
        locale={{ emptyText: <Empty description={t('No_Problem')} /> }}
        onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'status',
            width: 50,
            align: 'center',
            render: (_: unknown, r) => {
              const s = r.myStatus;
              if (s == null || s === JudgeStatus.NOT_SUBMITTED) return null;
              const info = judgeStatusInfo(s);
              return (
                <Tooltip title={info ? label(info.label) : ''}>
                  {s === JudgeStatus.ACCEPTED ? (
                    <CheckOutlined style={{ color: info?.rgb }} data-testid={`training-ac-${r.problemId}`} />
                  ) : (
                    <MinusOutlined style={{ color: info?.rgb }} />
                  )}
                </Tooltip>
              );
            },
          },
          { title: t('Problem_ID'), dataIndex: 'problemId', width: 140 },
          {
            title: t('Problem'),
            dataIndex: 'title',
            render: (v: string, r) => (
              <Link
                to={`${base}/problem/${encodeURIComponent(r.problemId)}`}
                className="title-link"
                onClick={(e) => e.stopPropagation()}
              >
                {v}
              </Link>
            ),
          },
          {
            title: t('Problem_Level'),
            dataIndex: 'difficulty',
            width: 150,
            render: (d: number) => <DifficultyTag value={d} />,
          },
          {
            title: t('Problem_AC_Rate'),
            key: 'rate',
            width: 170,
            render: (_: unknown, r) => <AcRateBar ac={r.ac} total={r.total} />,
          },
        ]}
      />
    </Card>
  );
}
