// Site announcements in the back office (groups-accounts-admin.md §2; super admin): list (newest
// first, 10 a page), create and edit in a dialog (title, markdown content, shown or hidden), a
// visibility switch that saves at once, delete after a confirmation.
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAdminAnnouncements,
  updateAnnouncement,
  type AnnouncementVO,
} from '../../../api/announcement';
import { ToolbarCard, useAct } from '../../../components/admin/AdminList';
import { useAnnouncementList } from '../../../components/admin/AnnouncementEditor';

const KEY = ['admin', 'announcements'];

export default function AnnouncementAdmin() {
  const { t } = useTranslation();
  const announcements = useAnnouncementList({
    key: KEY,
    read: getAdminAnnouncements,
    pageSize: PAGE_SIZES.adminAnnouncements,
    formName: 'site-announcement',
    create: createAnnouncement,
    update: updateAnnouncement,
    remove: deleteAnnouncement,
  });
  const act = useAct(KEY);
  const toggle = (a: AnnouncementVO, shown: boolean) =>
    act(
      () => updateAnnouncement({ id: a.id, title: a.title, content: a.content, status: shown ? 0 : 1 }),
      'Update_Successfully',
    );

  return (
    <ToolbarCard
      title={t('Announcement_Admin')}
      toolbar={announcements.createButton}
      testId="admin-announcements"
    >
      {announcements.table((a) => (
        <Switch
          size="small"
          checked={a.status === 0}
          onChange={(on) => void toggle(a, on)}
          aria-label={t('Visible')}
        />
      ))}
    </ToolbarCard>
  );
}
