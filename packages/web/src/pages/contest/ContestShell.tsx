import { useParams } from 'react-router';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { useSession } from '../../stores/session';
import TabShell, { type ShellTab } from '../../components/TabShell';

/** Contest shell tabs (site.md §2): comment needs the switch; rejudge is super admin only; admin tools for admins. */
export function contestTabs(opts: {
  openContestComment: boolean;
  isSuperAdmin: boolean;
  isAdminRole: boolean;
}): ShellTab[] {
  const tabs: (ShellTab | false)[] = [
    { key: '', label: 'Overview' },
    { key: 'problems', label: 'Problem' },
    { key: 'submissions', label: 'Status' },
    { key: 'rank', label: 'Rank' },
    { key: 'announcements', label: 'Announcement' },
    opts.openContestComment && { key: 'comment', label: 'Comment' },
    opts.isAdminRole && { key: 'ac-info', label: 'AC_Info' },
    opts.isAdminRole && { key: 'admin-print', label: 'Admin_Print' },
    opts.isSuperAdmin && { key: 'rejudge', label: 'Contest_Rejudge' },
    opts.isAdminRole && { key: 'scroll-board', label: 'Scroll_Board' },
  ];
  return tabs.filter((t): t is ShellTab => !!t);
}

export default function ContestShell() {
  const { contestID } = useParams();
  const { openContestComment } = useWebsiteConfig();
  const { isSuperAdmin, isAdminRole } = useSession();
  return (
    <TabShell
      base={`/contest/${contestID}`}
      tabs={contestTabs({ openContestComment, isSuperAdmin, isAdminRole })}
      aliases={{ problem: 'problems', print: '' }}
    />
  );
}
