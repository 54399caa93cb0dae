// A contest's announcements in the back office: list (newest first, 10 a page), create and edit in
// a dialog (title, markdown content, shown or hidden), delete after a confirmation. In group mode
// (/group/:groupID/contest/announcement/:contestId) the same page over the group's calls.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import type { AnnouncementVO } from '../../../api/contest';
import { useContestCalls } from './contestCalls';
import { actionsColumn } from '../../../components/admin/RowActions';
import { PagedTable, ToolbarCard } from '../../../components/admin/AdminList';
import { announcementColumns, useAnnouncementEditor } from '../../../components/admin/AnnouncementEditor';

export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cid = Number(useParams().contestId);
  const calls = useContestCalls();
  const [page, setPage] = useState(1);

  const contest = useQuery({ queryKey: [...calls.key, 'contest', cid], queryFn: () => calls.detail(cid) });
  const list = useQuery({
    queryKey: [...calls.key, 'contest-announcements', cid, page],
    queryFn: () => calls.announcements.list(cid, page, PAGE_SIZES.adminLists),
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...calls.key, 'contest-announcements', cid] });
  const editor = useAnnouncementEditor({
    formName: 'contest-announcement',
    create: (input) => calls.announcements.create(cid, input),
    update: (input) => calls.announcements.update(cid, input),
    onSaved: refresh,
  });

  const toolbar = (
    <Space wrap>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => editor.open(null)}
        data-testid="announcement-create"
      >
        {t('Create')}
      </Button>
      <Button icon={<RollbackOutlined />} onClick={() => navigate(calls.paths.list)}>
        {t('Back')}
      </Button>
    </Space>
  );

  return (
    <ToolbarCard
      title={
        <>
          {t('Contest_Announcement')}
          {contest.data ? ` · ${contest.data.title}` : ''}
        </>
      }
      toolbar={toolbar}
    >
      <PagedTable<AnnouncementVO>
        list={list}
        empty={t('No_Announcement')}
        scroll={{ x: 700 }}
        page={page}
        pageSize={PAGE_SIZES.adminLists}
        onPage={setPage}
        columns={[
          ...announcementColumns(t),
          { title: t('Author'), dataIndex: 'username', width: 120 },
          {
            title: t('Visible'),
            dataIndex: 'status',
            width: 90,
            render: (v: number) =>
              v === 0 ? <Tag color="green">{t('Shown')}</Tag> : <Tag>{t('Hidden')}</Tag>,
          },
          actionsColumn<AnnouncementVO>(t('Option'), editor.open, async (a) => {
            await calls.announcements.remove(cid, a.id);
            await refresh();
          }),
        ]}
      />
      {editor.dialog}
    </ToolbarCard>
  );
}
