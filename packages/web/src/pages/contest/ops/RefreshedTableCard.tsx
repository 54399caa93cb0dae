// The contest admins' live tables (AC info, admin print): one card with the auto-refresh switch
// and a refresh button over one paged table, so both tabs behave and look the same.
import { Button, Card, Space, Switch, Table, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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
