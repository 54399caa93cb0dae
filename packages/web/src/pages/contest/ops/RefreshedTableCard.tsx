// The contest admins' live tables (AC info, admin print): one card with the auto-refresh switch
// and a refresh button over one paged table, and the list query behind it, so both tabs behave
// and look the same.
import { useState } from 'react';
import { Button, Card, Space, Switch, Table, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPS_REFRESH_MS } from '@judge/shared/schemas/contest-ops';
import { useContestAdminNotices } from '../../../components/contest/useBoardEvents';

type NoticeKind = Parameters<typeof useContestAdminNotices>[1];

/**
 * One page of a contest admins' list (`part` names it in the query key): refetched every 10 s
 * while auto-refresh is on, and at once when a notice of `kind` (or a change by another admin) is
 * pushed on the admins' channel. Returns the card's props and the refresh after a change here.
 */
export function useRefreshedList<T>(
  cid: number,
  part: string,
  kind: NoticeKind,
  pageSize: number,
  fetch: (page: number) => Promise<{ records: T[]; total: number }>,
) {
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [auto, setAuto] = useState(true);
  const list = useQuery({
    queryKey: ['contest', cid, part, page],
    queryFn: () => fetch(page),
    refetchInterval: auto ? OPS_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['contest', cid, part] });
  useContestAdminNotices(cid, kind, auto, () => void refresh());
  return {
    refresh,
    card: {
      auto,
      onAuto: setAuto,
      onRefresh: () => void list.refetch(),
      loading: list.isLoading,
      failed: list.isError,
      records: list.data?.records ?? [],
      total: list.data?.total ?? 0,
      page,
      pageSize,
      onPage: setPage,
    },
  };
}

interface Props<T> {
  testId: string;
  title: string;
  auto: boolean;
  onAuto: (on: boolean) => void;
  onRefresh: () => void;
  loading: boolean;
  failed: boolean;
  records: T[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<T>;
}

export default function RefreshedTableCard<T extends { id: number }>(p: Props<T>) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={p.testId}
      title={p.title}
      extra={
        <Space wrap>
          <span>{t('Ops_Auto_Refresh')}</span>
          <Switch size="small" checked={p.auto} onChange={p.onAuto} />
          <Button size="small" icon={<ReloadOutlined />} onClick={p.onRefresh}>
            {t('Refresh')}
          </Button>
        </Space>
      }
    >
      <Table<T>
        rowKey="id"
        size="small"
        loading={p.loading}
        dataSource={p.records}
        scroll={{ x: 640 }}
        locale={{ emptyText: p.failed ? t('Ops_Load_Failed') : t('No_Data') }}
        pagination={{
          current: p.page,
          pageSize: p.pageSize,
          total: p.total,
          onChange: p.onPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        columns={p.columns}
      />
    </Card>
  );
}
