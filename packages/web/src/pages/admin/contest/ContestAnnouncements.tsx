// A contest's announcements in the back office: list (newest first, 10 a page), create and edit in
// a dialog (title, markdown content, shown or hidden), delete after a confirmation. In group mode
// (/group/:groupID/contest/announcement/:contestId) the same page over the group's calls.
import { useNavigate, useParams } from 'react-router';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@judge/shared';
import { useAdminContest, useContestCalls } from './contestCalls';
import { SubpageCard } from '../../../components/admin/SubpageCard';
import { useAnnouncementList } from '../../../components/admin/AnnouncementEditor';

export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cid = Number(useParams().contestId);
  const calls = useContestCalls();
  const contest = useAdminContest(calls, cid);
  const announcements = useAnnouncementList({
    key: [...calls.key, 'contest-announcements', cid],
    read: (page, limit) => calls.announcements.list(cid, page, limit),
    pageSize: PAGE_SIZES.adminLists,
    formName: 'contest-announcement',
    create: (input) => calls.announcements.create(cid, input),
    update: (input) => calls.announcements.update(cid, input),
    remove: (id) => calls.announcements.remove(cid, id),
  });

  return (
    <SubpageCard
      heading={t('Contest_Announcement')}
      of={contest.data?.title}
      toolbar={announcements.createButton}
      onBack={() => navigate(calls.paths.list)}
    >
      {announcements.table((a) =>
        a.status === 0 ? <Tag color="green">{t('Shown')}</Tag> : <Tag>{t('Hidden')}</Tag>,
      )}
    </SubpageCard>
  );
}
