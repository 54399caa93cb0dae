import { useParams } from 'react-router';
import { canAccessSuperAdmin, type Actor } from '@judge/shared';
import TabShell, { useTabContext, type ShellTab } from '../../components/TabShell';

/** Group shell tabs (groups-accounts-admin.md §2): discussion needs the switch; announcement/setting for group admins. */
export function groupTabs(opts: { openGroupDiscussion: boolean; actor: Actor | null }): ShellTab[] {
  const superAdmin = canAccessSuperAdmin(opts.actor);
  const tabs: (ShellTab | false)[] = [
    { key: '', label: 'Group_Home' },
    { key: 'problem', label: 'Problem' },
    { key: 'training', label: 'Training' },
    { key: 'contest', label: 'Contest' },
    { key: 'status', label: 'Status' },
    opts.openGroupDiscussion && { key: 'discussion', label: 'NavBar_Discussion' },
    { key: 'member', label: 'Group_Member' },
    superAdmin && { key: 'announcement', label: 'Group_Announcement' },
    superAdmin && { key: 'setting', label: 'Group_Setting' },
    { key: 'rank', label: 'Group_Rank' },
  ];
  return tabs.filter((t): t is ShellTab => !!t);
}

export default function GroupShell() {
  const { groupID } = useParams();
  const tabs = groupTabs(useTabContext());
  const aliases = { 'submission-detail': 'status', 'discussion-detail': 'discussion' };
  return <TabShell base={`/group/${groupID}`} tabs={tabs} aliases={aliases} />;
}
