// Back-office training list (groups-accounts-admin.md §2, hoj-ui "Trainings"): search, paging 10,
// visibility switch, and per row edit / problems / delete. What a row allows comes from the shared
// training policies, so the buttons match what the server accepts. In group mode (the training
// tab's admin view, /group/:groupID/training/admin) the same table lists the group's trainings
// through the group's calls (trainingCalls.ts).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Grid, Input, Popconfirm, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAGE_SIZES, TrainingAuth } from '@judge/shared';
import type { TrainingEntity } from '../../../api/training';
import { useTrainingCalls } from './trainingCalls';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';

export default function TrainingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const calls = useTrainingCalls();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [currentPage, setPage] = useState(1);
  // Phones: the toolbar above the table, the actions column scrolls with the row.
  const narrow = !Grid.useBreakpoint().md;

  const list = useQuery({
    queryKey: [...calls.key, 'admin-trainings', search, currentPage],
    queryFn: () => calls.list({ currentPage, limit: PAGE_SIZES.adminLists, keyword: search || undefined }),
    placeholderData: keepPreviousData,
  });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(t(done));
      await queryClient.invalidateQueries({ queryKey: calls.key });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  const toolbar = (
    <Space wrap>
      {calls.searchable && (
        <Input.Search
          allowClear
          placeholder={t('Search_Training')}
          style={{ width: 240 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
        />
      )}
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(calls.paths.create)}
        data-testid="training-admin-create"
      >
        {t('Create_Training')}
      </Button>
    </Space>
  );

  return (
    <Card
      title={<span className="panel-title">{t('Training_List')}</span>}
      extra={narrow ? undefined : toolbar}
      data-testid="training-admin"
    >
      {narrow && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <Table<TrainingEntity>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('No_Training')} /> }}
        scroll={{ x: 900 }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZES.adminLists,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('Training_Rank'), dataIndex: 'rank', width: 90 },
          {
            title: t('Title'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, r) => (
              <a href={calls.paths.view(r.id)} target="_blank" rel="noreferrer">
                {v}
              </a>
            ),
          },
          {
            title: t('Training_Auth'),
            dataIndex: 'auth',
            width: 110,
            render: (v: string) => (
              <Tag color={v === TrainingAuth.PRIVATE ? 'red' : 'green'}>{t(`Training_${v}`)}</Tag>
            ),
          },
          {
            title: t('Training_Category'),
            dataIndex: 'categoryName',
            width: 140,
            render: (v: string | null, r) => (v ? <Tag color={r.categoryColor ?? undefined}>{v}</Tag> : '-'),
          },
          {
            title: t('Visible'),
            dataIndex: 'status',
            width: 80,
            render: (v: boolean, r) => (
              <Switch
                size="small"
                checked={v}
                disabled={!calls.mayManage(actor, r)}
                onChange={(on) => void act(() => calls.setStatus(r, on), 'Update_Successfully')}
                data-testid={`training-visible-${r.id}`}
              />
            ),
          },
          { title: t('Author'), dataIndex: 'author', width: 120, ellipsis: true },
          {
            title: t('Updated'),
            dataIndex: 'gmtModified',
            width: 150,
            render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
          },
          {
            title: t('Option'),
            key: 'op',
            width: 140,
            fixed: narrow ? undefined : 'right',
            render: (_: unknown, r) => (
              <Space size={4}>
                <Tooltip title={t('Edit')}>
                  <Button
                    size="small"
                    type="primary"
                    icon={<EditOutlined />}
                    disabled={!calls.mayManage(actor, r)}
                    onClick={() => navigate(calls.paths.edit(r.id))}
                    data-testid={`edit-training-${r.id}`}
                  />
                </Tooltip>
                <Tooltip title={t('Training_Problem_List')}>
                  <Button
                    size="small"
                    icon={<OrderedListOutlined />}
                    disabled={!calls.mayEditProblems(actor, r)}
                    onClick={() => navigate(calls.paths.problems(r.id))}
                    data-testid={`training-problems-${r.id}`}
                  />
                </Tooltip>
                {calls.mayDelete(actor, r) && (
                  <Popconfirm
                    title={t('Delete_Training_Tips')}
                    okText={t('OK')}
                    cancelText={t('Cancel')}
                    onConfirm={() => act(() => calls.remove(r.id), 'Delete_successfully')}
                  >
                    <Tooltip title={t('Delete')}>
                      <Button size="small" danger icon={<DeleteOutlined />} />
                    </Tooltip>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
