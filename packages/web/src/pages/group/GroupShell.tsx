// The group shell (groups-accounts-admin.md §2 GroupDetails): route-driven tabs, the side info card
// beside every tab but the full-width ones (submissions, a problem, a training), and the rule that
// keeps every tab but home and announcements disabled until the caller is let in (member or site
// root). The server refuses the calls anyway; disabling only spares the request.
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { canAccessSuperAdmin, type Actor } from '@judge/shared';
import { activeTab, useTabContext, type ShellTab } from '../../components/TabShell';
import GroupInfoCard from '../../components/group/GroupInfoCard';
import { useGroup } from '../../components/group/useGroup';
import './group.css';

/** Group shell tabs: discussion behind the switch; announcement for group admins, setting for group roots. */
export function groupTabs(opts: {
  openGroupDiscussion: boolean;
  actor: Actor | null;
  member?: boolean;
  admin?: boolean;
  root?: boolean;
}): ShellTab[] {
  const superAdmin = canAccessSuperAdmin(opts.actor);
  const member = superAdmin || !!opts.member;
  const tabs: (ShellTab | false)[] = [
    { key: '', label: 'Group_Home' },
    { key: 'problem', label: 'Problem', disabled: !member },
    { key: 'training', label: 'Training', disabled: !member },
    { key: 'contest', label: 'Contest', disabled: !member },
    { key: 'status', label: 'Status', disabled: !member },
    opts.openGroupDiscussion && { key: 'discussion', label: 'NavBar_Discussion', disabled: !member },
    { key: 'member', label: 'Group_Member', disabled: !member },
    (superAdmin || !!opts.admin) && { key: 'announcement', label: 'Group_Announcement' },
    (superAdmin || !!opts.root) && { key: 'setting', label: 'Group_Setting' },
    { key: 'rank', label: 'Group_Rank', disabled: !member },
  ];
  return tabs.filter((t): t is ShellTab => !!t);
}

/** The group admins' pages (groups-accounts-admin.md §2): the announcements, and each tab's admin
 *  table, Create and the problem/announcement pages of a training or contest. An edit page is left
 *  to its call (the author of a problem, training or contest may edit it). */
const ADMIN_PAGE = /^(announcement$|(problem|training|contest)\/(admin|create)$|(training|contest)\/problems\/|contest\/announcement\/)/;

/**
 * Why the caller may not open the group's page `rest` (the path under /group/:gid), or null: not a
 * member (every page but the home), not a group admin (ADMIN_PAGE), not the group's root (setting).
 */
export function groupPageBlock(
  rest: string,
  g: { member: boolean; admin: boolean; root: boolean },
): 'member' | 'admin' | 'root' | null {
  if (rest === '') return null;
  if (rest === 'setting' || rest.startsWith('setting/')) return g.root ? null : g.member ? 'root' : 'member';
  if (ADMIN_PAGE.test(rest)) return g.admin ? null : g.member ? 'admin' : 'member';
  return g.member ? null : 'member';
}

const BLOCK_MESSAGE = { member: 'Group_No_Access', admin: 'Group_Admin_Only', root: 'Group_Root_Only' } as const;

/** Sub-pages that take the whole width (no side card). */
const FULL_WIDTH = /^(status|submission-detail|problem\/[^/]+|training\/[^/]+)/;

export default function GroupShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ctx = useTabContext();
  const g = useGroup();
  const base = `/group/${g.gid}`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\//, '') : '';
  const tabs = groupTabs({ ...ctx, member: g.member, admin: g.admin, root: g.root });
  const aliases = { 'submission-detail': 'status', 'discussion-detail': 'discussion' };

  if (g.detail.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (g.detail.isError || !g.group)
    return (
      <Result
        status="404"
        title={t('Group_Not_Found')}
        extra={<Button onClick={() => navigate('/group')}>{t('Group_List')}</Button>}
        data-testid="group-not-found"
      />
    );
  // A page the caller may not use, reached by its address: say why instead of a failing page.
  const blocked = groupPageBlock(rest, g);
  const content = blocked ? (
    <Alert
      type="warning"
      showIcon
      title={t(BLOCK_MESSAGE[blocked])}
      data-testid="group-no-access"
    />
  ) : (
    <Outlet />
  );
  const side = !FULL_WIDTH.test(rest) && (
    <div className="group-body-side">
      <GroupInfoCard group={g.group} level={g.level} onChanged={() => void g.refetch()} />
    </div>
  );
  return (
    <div className="tab-shell group-shell" data-testid="group-shell">
      <Card size="small" className="tab-shell-bar">
        <Tabs
          activeKey={activeTab(rest, tabs, aliases)}
          onChange={(k) => navigate(k ? `${base}/${k}` : base)}
          items={tabs.map((x) => ({ key: x.key, disabled: x.disabled, label: t(x.label) }))}
          data-testid="shell-tabs"
        />
      </Card>
      <div className="tab-shell-content group-body">
        <div className="group-body-main">{content}</div>
        {side}
      </div>
    </div>
  );
}
