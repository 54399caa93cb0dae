// /acm-rank and /oi-rank (site.md §2 "Rank lists"; hoj-api-paths §6): a top-10 chart of the first
// page, a search by username, nickname or real name, and the table, 30 a page.
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Card, Empty, Input, Result, Button, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { RANK_TYPE, getRankList, type RankRow } from '../../api/rank';
import UserAvatar from '../../components/UserAvatar';
import './rank.css';

const SeriesChart = lazy(() => import('./SeriesChart'));

/** Top-10 chart size (site.md §9 "Chart top 10"). */
const CHART_TOP = 10;

export const acRate = (r: Pick<RankRow, 'ac' | 'total'>) =>
  r.total > 0 ? `${((r.ac / r.total) * 100).toFixed(2)}%` : '0.00%';

export default function RankList() {
  const { t } = useTranslation();
  const oi = useLocation().pathname.startsWith('/oi-rank');
  const type = oi ? RANK_TYPE.oi : RANK_TYPE.acm;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState<number>(PAGE_SIZES.rank);

  const q = useQuery({
    queryKey: ['rank', type, page, limit, search],
    queryFn: () => getRankList(type, page, limit, search || undefined),
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.records ?? [];
  const top = page === 1 && !search ? rows.slice(0, CHART_TOP) : [];

  const name = (r: RankRow) => (
    <span className="rank-user">
      <UserAvatar user={r} size={25} />
      <Link to={`/user-home?username=${encodeURIComponent(r.username)}`} className="rank-username">
        {r.username}
      </Link>
      {r.titleName && (
        <Tag color={r.titleColor ?? undefined} className="rank-title-tag">
          {r.titleName}
        </Tag>
      )}
    </span>
  );

  return (
    <div className="rank-page" data-testid={oi ? 'oi-rank' : 'acm-rank'}>
      <Card
        title={<span className="panel-title">{t(oi ? 'NavBar_OI_Rank' : 'NavBar_ACM_Rank')}</span>}
        className="rank-chart-card"
      >
        {q.isLoading ? (
          <Spin style={{ display: 'block' }} />
        ) : top.length ? (
          <Suspense fallback={<Spin style={{ display: 'block' }} />}>
            <SeriesChart
              kind="bar"
              testId="rank-chart"
              categories={top.map((r) => r.username)}
              series={
                oi
                  ? [{ name: t('Rank_Score'), data: top.map((r) => r.score ?? 0), color: '#e6a23c' }]
                  : [
                      { name: t('Rank_AC'), data: top.map((r) => r.ac), color: '#91cc75' },
                      { name: t('Rank_Total'), data: top.map((r) => r.total), color: '#73c0de' },
                    ]
              }
            />
          </Suspense>
        ) : (
          <Empty description={t('No_Data')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card className="rank-table-card">
        <div className="rank-toolbar">
          <Input.Search
            allowClear
            placeholder={t('Rank_Search_User')}
            maxLength={200}
            onSearch={(v) => {
              setSearch(v.trim());
              setPage(1);
            }}
            style={{ maxWidth: 320 }}
            data-testid="rank-search"
          />
        </div>
        {q.isError ? (
          <Result
            status="warning"
            subTitle={t('Rank_Load_Failed')}
            extra={<Button onClick={() => q.refetch()}>{t('Refresh')}</Button>}
          />
        ) : (
          <Table<RankRow>
            rowKey="uid"
            size="middle"
            loading={q.isFetching}
            dataSource={rows}
            scroll={{ x: 640 }}
            locale={{ emptyText: <Empty description={t('No_Data')} /> }}
            pagination={{
              current: page,
              pageSize: limit,
              total: q.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [15, 30, 50, 100],
              onChange: (p, s) => {
                setPage(s !== limit ? 1 : p);
                setLimit(s);
              },
            }}
            columns={[
              {
                title: t('Rank_Rank'),
                key: 'rank',
                width: 70,
                render: (_: unknown, __: RankRow, i: number) => (page - 1) * limit + i + 1,
              },
              { title: t('User'), key: 'user', width: 220, render: (_: unknown, r: RankRow) => name(r) },
              { title: t('Nickname'), dataIndex: 'nickname', width: 140, ellipsis: true },
              {
                title: t('Signature'),
                dataIndex: 'signature',
                ellipsis: true,
                render: (v: string | null) =>
                  v ? (
                    <Tooltip title={v}>
                      <Typography.Text ellipsis>{v}</Typography.Text>
                    </Tooltip>
                  ) : null,
              },
              ...(oi
                ? [
                    { title: t('Rank_Score'), dataIndex: 'score', width: 90 },
                    { title: t('Rank_AC'), dataIndex: 'ac', width: 80 },
                  ]
                : [{ title: t('Rank_AC'), dataIndex: 'ac', width: 80 }]),
              {
                title: t('Rank_Total'),
                dataIndex: 'total',
                width: 90,
                render: (v: number, r: RankRow) => (
                  <Link to={`/status?username=${encodeURIComponent(r.username)}`}>{v}</Link>
                ),
              },
              {
                title: t('Rank_AC_Rate'),
                key: 'rate',
                width: 100,
                render: (_: unknown, r: RankRow) => acRate(r),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
