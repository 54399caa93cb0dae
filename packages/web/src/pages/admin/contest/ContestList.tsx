// Back-office contest list (groups-accounts-admin.md §2, hoj-ui "Contests"): search, paging 10,
// visibility switch, and per row edit / problems / announcements / clone / delete. What a row
// allows comes from the shared contest policies, so the buttons match what the server accepts.
// In group mode (the contest tab's admin view, /group/:groupID/contest/admin) the same table lists
// the group's contests through the group's calls (contestCalls.ts); clone and the announcements
// are the back office's only.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Grid, Input, Popconfirm, Space, Switch, Table, Tag, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  CONTEST_AUTH_INFO,
  CONTEST_STATUS_INFO,
  ContestType,
  PAGE_SIZES,
  type ContestAuthValue,
  type ContestStatusValue,
} from '@judge/shared';
import { cloneContest, type ContestEntityVO } from '../../../api/contest';
import { useContestCalls } from './contestCalls';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import { useBilingual } from '../../problem/common';

const TIME = 'YYYY-MM-DD HH:mm';
const AUTH_COLORS = { success: 'green', error: 'red', warning: 'orange' } as const;

export default function ContestList() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const calls = useContestCalls();
  const inGroup = calls.gid != null;
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [currentPage, setPage] = useState(1);
  // Phones: the toolbar goes above the table (the card header has no room for it and the title)
  // and the actions column scrolls with the row instead of covering it.
  const narrow = !Grid.useBreakpoint().md;

  const list = useQuery({
    queryKey: [...calls.key, 'admin-contests', search, currentPage],
    queryFn: () => calls.list({ currentPage, limit: PAGE_SIZES.adminLists, keyword: search || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: calls.key });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(t(done));
      await refresh();
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  const toolbar = (
    <Space wrap>
      {!inGroup && (
      <Input.Search
        allowClear
        placeholder={t('Admin_Contest_Search')}
        style={{ width: 240 }}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => {
          setSearch(v.trim());
          setPage(1);
        }}
        data-testid="contest-search"
      />
      )}
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(inGroup ? `/group/${calls.gid}/contest/create` : '/manage/contest/create')}
      >
        {t('Create_Contest')}
      </Button>
    </Space>
  );

  return (
    <Card
      title={<span className="panel-title">{t('Contest_List')}</span>}
      extra={narrow ? undefined : toolbar}
      data-testid="contest-admin"
    >
      {narrow && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <Table<ContestEntityVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('No_contest')} /> }}
        scroll={{ x: 1000 }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZES.adminLists,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('Contest_Title'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, c) => (
              <Tooltip title={v}>
                <a href={`/contest/${c.id}`} target="_blank" rel="noreferrer">
                  {v}
                </a>
              </Tooltip>
            ),
          },
          {
            title: t('Contest_Type'),
            dataIndex: 'type',
            width: 80,
            render: (v: number) => (v === ContestType.OI ? <Tag color="orange">OI</Tag> : <Tag color="blue">ACM</Tag>),
          },
          {
            title: t('Contest_Auth'),
            dataIndex: 'auth',
            width: 100,
            render: (v: number) => {
              const info = CONTEST_AUTH_INFO[v as ContestAuthValue];
              return info ? <Tag color={AUTH_COLORS[info.tagType]}>{label(info.label)}</Tag> : v;
            },
          },
          {
            title: t('Contest_Status'),
            dataIndex: 'status',
            width: 100,
            render: (v: number) => {
              const info = CONTEST_STATUS_INFO[v as ContestStatusValue];
              return <Tag color={info.color}>{label(info.label)}</Tag>;
            },
          },
          {
            title: t('Visible'),
            dataIndex: 'visible',
            width: 80,
            render: (v: boolean, c) => (
              <Switch
                size="small"
                checked={v}
                disabled={!calls.mayManage(actor, c)}
                onChange={(on) => void act(() => calls.setVisible(c, on), 'Update_Successfully')}
                data-testid={`visible-${c.id}`}
              />
            ),
          },
          {
            title: t('Contest_Info'),
            key: 'info',
            width: 230,
            render: (_: unknown, c) => (
              <div style={{ fontSize: 12, lineHeight: '18px' }}>
                <div>
                  {t('Contest_Start_Time')}: {dayjs(c.startTime).format(TIME)}
                </div>
                <div>
                  {t('Contest_End_Time')}: {dayjs(c.endTime).format(TIME)}
                </div>
                <div>
                  {t('Contest_Creator')}: {c.author}
                </div>
              </div>
            ),
          },
          {
            title: t('Option'),
            key: 'op',
            width: 220,
            fixed: narrow ? undefined : 'right',
            render: (_: unknown, c) => {
              const mine = calls.mayManage(actor, c);
              return (
                <Space size={4} wrap>
                  <Tooltip title={t('Edit')}>
                    <Button
                      size="small"
                      type="primary"
                      icon={<EditOutlined />}
                      disabled={!mine}
                      onClick={() => navigate(calls.paths.edit(c.id))}
                      data-testid={`edit-contest-${c.id}`}
                    />
                  </Tooltip>
                  <Tooltip title={t('Contest_Problem_List')}>
                    <Button
                      size="small"
                      icon={<OrderedListOutlined />}
                      disabled={!mine}
                      onClick={() => navigate(calls.paths.problems(c.id))}
                      data-testid={`problems-${c.id}`}
                    />
                  </Tooltip>
                  {!inGroup && (
                  <Tooltip title={t('Contest_Announcement')}>
                    <Button
                      size="small"
                      icon={<NotificationOutlined />}
                      disabled={!mine}
                      onClick={() => navigate(`/manage/contest/${c.id}/announcement`)}
                    />
                  </Tooltip>
                  )}
                  {!inGroup && (
                  <Popconfirm
                    title={t('Clone_Contest_Tips')}
                    okText={t('OK')}
                    cancelText={t('Cancel')}
                    disabled={!mine}
                    onConfirm={() => act(() => cloneContest(c.id), 'Clone_Successfully')}
                  >
                    <Tooltip title={t('Clone')}>
                      <Button size="small" icon={<CopyOutlined />} disabled={!mine} />
                    </Tooltip>
                  </Popconfirm>
                  )}
                  {calls.mayDelete(actor, c) && (
                    <Popconfirm
                      title={t('Delete_Contest_Tips')}
                      okText={t('OK')}
                      cancelText={t('Cancel')}
                      onConfirm={() => act(() => calls.remove(c.id), 'Delete_successfully')}
                    >
                      <Tooltip title={t('Delete')}>
                        <Button size="small" danger icon={<DeleteOutlined />} />
                      </Tooltip>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
