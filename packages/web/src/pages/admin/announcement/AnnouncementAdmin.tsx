// Site announcements in the back office (groups-accounts-admin.md §2; super admin): list (newest
// first, 10 a page), create and edit in a dialog (title, markdown content, shown or hidden), a
// visibility switch that saves at once, delete after a confirmation.
import { useState } from 'react';
import { Button, Card, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAdminAnnouncements,
  updateAnnouncement,
  type AnnouncementVO,
} from '../../../api/announcement';
import { actionsColumn } from '../../../components/admin/RowActions';
import { PagedTable } from '../../../components/admin/AdminList';
import { announcementColumns, useAnnouncementEditor } from '../../../components/admin/AnnouncementEditor';
import { toast } from '../../../utils/feedback';

export default function AnnouncementAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);

  const list = useQuery({
    queryKey: ['admin', 'announcements', page],
    queryFn: () => getAdminAnnouncements(page, PAGE_SIZES.adminAnnouncements),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'announcements'] });
  const editor = useAnnouncementEditor({
    formName: 'site-announcement',
    create: createAnnouncement,
    update: updateAnnouncement,
    onSaved: refresh,
  });
  const toggle = async (a: AnnouncementVO, shown: boolean) => {
    try {
      await updateAnnouncement({ id: a.id, title: a.title, content: a.content, status: shown ? 0 : 1 });
      toast.success(t('Update_Successfully'));
      await refresh();
    } catch {
      /* shown by the HTTP client */
    }
  };

  return (
    <Card
      title={<span className="panel-title">{t('Announcement_Admin')}</span>}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => editor.open(null)}
          data-testid="announcement-create"
        >
          {t('Create')}
        </Button>
      }
      data-testid="admin-announcements"
    >
      <PagedTable<AnnouncementVO>
        list={list}
        empty={t('No_Announcement')}
        scroll={{ x: 760 }}
        page={page}
        pageSize={PAGE_SIZES.adminAnnouncements}
        onPage={setPage}
        columns={[
          ...announcementColumns(t),
          { title: t('Author'), dataIndex: 'username', width: 110 },
          {
            title: t('Visible'),
            dataIndex: 'status',
            width: 80,
            render: (v: number, a: AnnouncementVO) => (
              <Switch
                size="small"
                checked={v === 0}
                onChange={(on) => void toggle(a, on)}
                aria-label={t('Visible')}
              />
            ),
          },
          actionsColumn<AnnouncementVO>(t('Option'), editor.open, async (a) => {
            await deleteAnnouncement(a.id);
            await refresh();
          }),
        ]}
      />
      {editor.dialog}
    </Card>
  );
}
