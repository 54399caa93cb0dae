// The training table of the site's list and of a group's training tab (site.md §2; groups-accounts-
// admin.md "Group trainings"): id, title, auth, category in its colour, the signed-in user's
// progress, number of problems, author, last update (relative, the full time in a tooltip). A row
// opens the training at `pathOf(row)`.
import { Link, useNavigate } from 'react-router';
import { Empty, Grid, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrainingAuth } from '@judge/shared';
import type { TrainingVO } from '../../api/training';
import { useSession } from '../../stores/session';
import TimeTip from '../../components/TimeTip';
import { TrainingProgress } from './progress';

export interface TrainingTableProps {
  records: TrainingVO[];
  loading: boolean;
  total: number;
  currentPage: number;
  pageSize: number;
  onPage: (page: number) => void;
  pathOf: (r: TrainingVO) => string;
}

export default function TrainingTable({
  records,
  loading,
  total,
  currentPage,
  pageSize,
  onPage,
  pathOf,
}: TrainingTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Table<TrainingVO>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={records}
      locale={{ emptyText: <Empty description={t('No_Training')} /> }}
      // Phones: the table scrolls sideways with the title kept readable, instead of squeezing it.
      scroll={{ x: narrow ? 1080 : undefined }}
      onRow={(r) => ({ onClick: () => navigate(pathOf(r)), style: { cursor: 'pointer' } })}
      pagination={{
        current: currentPage,
        pageSize,
        total,
        showSizeChanger: false,
        size: narrow ? 'small' : undefined,
        onChange: onPage,
      }}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        {
          title: t('Title'),
          dataIndex: 'title',
          width: narrow ? 220 : undefined,
          render: (v: string, r) => (
            <Link to={pathOf(r)} className="title-link" onClick={(e) => e.stopPropagation()}>
              {v}
            </Link>
          ),
        },
        {
          title: t('Training_Auth'),
          dataIndex: 'auth',
          width: 110,
          render: (v: string) => (
            <Tag color={v === TrainingAuth.PRIVATE ? 'red' : 'green'} variant="solid">
              {t(`Training_${v}`)}
            </Tag>
          ),
        },
        {
          title: t('Training_Category'),
          dataIndex: 'categoryName',
          width: 140,
          render: (v: string | null, r) =>
            v ? (
              <Tag
                style={{
                  color: r.categoryColor ?? undefined,
                  borderColor: r.categoryColor ?? undefined,
                  background: 'transparent',
                }}
              >
                {v}
              </Tag>
            ) : null,
        },
        ...(isAuthenticated
          ? [
              {
                title: t('Progress'),
                key: 'progress',
                width: 170,
                render: (_: unknown, r: TrainingVO) => (
                  <TrainingProgress
                    ac={r.acCount}
                    total={r.problemCount}
                    testId={`training-progress-${r.id}`}
                  />
                ),
              },
            ]
          : []),
        { title: t('Training_Problem_Number'), dataIndex: 'problemCount', width: 90 },
        { title: t('Author'), dataIndex: 'author', width: 120, ellipsis: true },
        {
          title: t('Recent_Update'),
          dataIndex: 'gmtModified',
          width: 140,
          render: (v: string | null) => (v ? <TimeTip at={v} /> : null),
        },
      ]}
    />
  );
}
