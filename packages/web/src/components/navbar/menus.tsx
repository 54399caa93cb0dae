import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  OrderedListOutlined,
  ReadOutlined,
  RiseOutlined,
  RollbackOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { canAccessAdmin, canAccessSuperAdmin, type Actor } from '@judge/shared';
import type { NavMode } from '../../router/meta';

export interface NavItem {
  key: string;
  /** i18n key */
  label: string;
  icon?: ReactNode;
  children?: NavItem[];
  /** open in a new window */
  external?: boolean;
}

export interface MenuContext {
  actor: Actor | null;
  openPublicDiscussion: boolean;
}

/** Main menu (site.md §2): items shown by role and switches. Keys are the paths. */
export function mainMenu(ctx: MenuContext): NavItem[] {
  const items: (NavItem | false)[] = [
    { key: '/home', label: 'NavBar_Home', icon: <HomeOutlined /> },
    { key: '/problem', label: 'NavBar_Problem', icon: <UnorderedListOutlined /> },
    { key: '/training', label: 'NavBar_Training', icon: <ReadOutlined /> },
    { key: '/contest', label: 'NavBar_Contest', icon: <TrophyOutlined /> },
    canAccessSuperAdmin(ctx.actor) && { key: '/status', label: 'NavBar_Status', icon: <BarChartOutlined /> },
    {
      key: 'rank',
      label: 'NavBar_Rank',
      icon: <RiseOutlined />,
      children: [
        { key: '/acm-rank', label: 'NavBar_ACM_Rank' },
        { key: '/oi-rank', label: 'NavBar_OI_Rank' },
      ],
    },
    ctx.openPublicDiscussion && { key: '/discussion', label: 'NavBar_Discussion', icon: <CommentOutlined /> },
    { key: '/group', label: 'NavBar_Group', icon: <TeamOutlined /> },
    {
      key: 'about',
      label: 'NavBar_About',
      icon: <InfoCircleOutlined />,
      children: [
        { key: '/introduction', label: 'NavBar_Introduction' },
        { key: '/developer', label: 'NavBar_Developer' },
      ],
    },
  ];
  return items.filter((i): i is NavItem => !!i);
}

export interface ModeParams {
  contestID?: string;
  trainingID?: string;
  groupID?: string;
}

/** Focus-mode menus (hoj-ui §3 "Top navigation bar"). */
export function modeMenu(mode: NavMode, p: ModeParams): NavItem[] {
  const back: NavItem = { key: '/home', label: 'NavBar_Back_Home', icon: <RollbackOutlined /> };
  if (mode === 'contest' && p.contestID) {
    const base = `/contest/${p.contestID}`;
    return [
      back,
      { key: base, label: 'NavBar_Contest_Home', icon: <HomeOutlined /> },
      { key: `${base}/problems`, label: 'Problem_List', icon: <OrderedListOutlined /> },
      {
        key: `${base}/submissions?onlyMine=true`,
        label: 'NavBar_Contest_Own_Submission',
        icon: <BookOutlined />,
      },
      { key: `${base}/rank`, label: 'NavBar_Contest_Rank', icon: <BarChartOutlined /> },
    ];
  }
  if (mode === 'training' && p.trainingID) {
    const base = p.groupID ? `/group/${p.groupID}/training/${p.trainingID}` : `/training/${p.trainingID}`;
    const items: NavItem[] = [back];
    if (p.groupID)
      items.push({ key: `/group/${p.groupID}`, label: 'NavBar_Group_Home', icon: <TeamOutlined /> });
    items.push(
      { key: base, label: 'NavBar_Training_Home', icon: <HomeOutlined /> },
      { key: `${base}/problems`, label: 'Problem_List', icon: <OrderedListOutlined /> },
    );
    return items;
  }
  if (mode === 'group' && p.groupID) {
    return [
      back,
      { key: `/group/${p.groupID}`, label: 'NavBar_Group_Home', icon: <TeamOutlined /> },
      { key: `/group/${p.groupID}/problem`, label: 'Problem_List', icon: <OrderedListOutlined /> },
    ];
  }
  return [];
}

export type UserMenuEntry = NavItem | 'divider';

/** User menu (site.md §2). */
export function userMenu(actor: Actor | null, wikiUrl: string): UserMenuEntry[] {
  const items: (UserMenuEntry | false)[] = [
    { key: '/user-home', label: 'NavBar_UserHome' },
    { key: '/status?onlyMine=true', label: 'NavBar_Submissions' },
    { key: '/setting', label: 'NavBar_Setting' },
    canAccessAdmin(actor) && { key: '/manage', label: 'NavBar_Management', external: true },
    { key: wikiUrl, label: 'NavBar_Wiki', external: true },
    'divider',
    { key: '/logout', label: 'NavBar_Logout' },
  ];
  return items.filter((i): i is UserMenuEntry => !!i);
}

/** Message menu (site.md §2), with the unread-count field of each box. */
export const MESSAGE_MENU = [
  { key: '/message/discuss', label: 'DiscussMsg', count: 'comment' },
  { key: '/message/reply', label: 'ReplyMsg', count: 'reply' },
  { key: '/message/like', label: 'LikeMsg', count: 'like' },
  { key: '/message/sys', label: 'SysMsg', count: 'sys' },
  { key: '/message/mine', label: 'MineMsg', count: 'mine' },
] as const;

/** Which menu key to highlight for a path (the longest matching path key). */
export function selectedKey(pathname: string, items: NavItem[]): string[] {
  const flat = items.flatMap((i) => (i.children ? i.children : [i]));
  const hit = flat
    .map((i) => i.key)
    .filter((k) => {
      const p = k.split('?')[0];
      return p.startsWith('/') && (pathname === p || pathname.startsWith(p + '/'));
    })
    .sort((a, b) => b.length - a.length)[0];
  return hit ? [hit] : [];
}
