import { useParams } from 'react-router';
import { canAccessAdmin, canRejudge, type Actor } from '@judge/shared';
import TabShell, { useTabContext, type ShellTab } from '../../components/TabShell';

/** Contest shell tabs (site.md §2): comment needs the switch; rejudge is super admin only; admin tools for admins. */
export function contestTabs(opts: { openContestComment: boolean; actor: Actor | null }): ShellTab[] {
  const admin = canAccessAdmin(opts.actor);
  const tabs: (ShellTab | false)[] = [
    { key: '', label: 'Overview' },
    { key: 'problems', label: 'Problem' },
    { key: 'submissions', label: 'Status' },
    { key: 'rank', label: 'Rank' },
    { key: 'announcements', label: 'Announcement' },
    opts.openContestComment && { key: 'comment', label: 'Comment' },
    admin && { key: 'ac-info', label: 'AC_Info' },
    admin && { key: 'admin-print', label: 'Admin_Print' },
    canRejudge(opts.actor) && { key: 'rejudge', label: 'Contest_Rejudge' },
    admin && { key: 'scroll-board', label: 'Scroll_Board' },
  ];
  return tabs.filter((t): t is ShellTab => !!t);
}

export default function ContestShell() {
  const { contestID } = useParams();
  const tabs = contestTabs(useTabContext());
  return <TabShell base={`/contest/${contestID}`} tabs={tabs} aliases={{ problem: 'problems', print: '' }} />;
}
