// Group home (groups-accounts-admin.md §2): the description (markdown, "Not set yet" when empty)
// and, for members and the site root, the group's announcements 5 a page.
import { Card, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import Markdown from '../../components/Markdown';
import { useGroup } from '../../components/group/useGroup';
import GroupAnnouncementPanel from '../../components/group/GroupAnnouncementPanel';

export default function GroupHome() {
  const { t } = useTranslation();
  const g = useGroup();
  if (!g.group) return null;
  return (
    <Card title={t('Group_Description')} data-testid="group-home">
      {g.group.description.trim() ? <Markdown>{g.group.description}</Markdown> : <p>{t('Not_set_yet')}</p>}
      {g.member && (
        <>
          <Divider />
          <GroupAnnouncementPanel gid={g.gid} />
        </>
      )}
    </Card>
  );
}
