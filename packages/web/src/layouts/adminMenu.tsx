import type { ReactNode } from 'react';
import {
  BarsOutlined,
  CommentOutlined,
  DashboardOutlined,
  ReadOutlined,
  SettingOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { canAccessSuperAdmin, canManageAllProblems, type Actor } from '@judge/shared';

export interface AdminMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  children?: AdminMenuItem[];
}

/** Admin side menu (hoj-ui §4, exact order) with /manage for HOJ's /admin; items filtered by the policies. */
export function adminMenu(actor: Actor | null): AdminMenuItem[] {
  const managesEveryProblem = canManageAllProblems(actor);
  const groups: (AdminMenuItem | false)[] = [
    { key: '/manage/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
    canAccessSuperAdmin(actor) && {
      key: 'general',
      label: 'General',
      icon: <SettingOutlined />,
      children: [
        { key: '/manage/user', label: 'User_Admin' },
        { key: '/manage/announcement', label: 'Announcement_Admin' },
        { key: '/manage/notice', label: 'SysNotice' },
        { key: '/manage/conf', label: 'System_Config' },
        { key: '/manage/switch', label: 'System_Switch' },
        { key: '/manage/audit', label: 'Audit_Log' },
      ],
    },
    {
      key: 'problem',
      label: 'Problem_Admin',
      icon: <BarsOutlined />,
      children: [
        { key: '/manage/problems', label: 'Problem_List' },
        { key: '/manage/problem/create', label: 'Create_Problem' },
        { key: '/manage/problem/tag', label: 'Admin_Tag' },
        ...(managesEveryProblem
          ? [
              { key: '/manage/group-problem/apply', label: 'Admin_Group_Apply_Problem' },
              { key: '/manage/problem/batch-operation', label: 'Export_Import_Problem' },
            ]
          : []),
      ],
    },
    {
      key: 'training',
      label: 'Training_Admin',
      icon: <ReadOutlined />,
      children: [
        { key: '/manage/training', label: 'Training_List' },
        { key: '/manage/training/create', label: 'Create_Training' },
        { key: '/manage/training/category', label: 'Admin_Category' },
      ],
    },
    {
      key: 'contest',
      label: 'Contest_Admin',
      icon: <TrophyOutlined />,
      children: [
        { key: '/manage/contest', label: 'Contest_List' },
        { key: '/manage/contest/create', label: 'Create_Contest' },
      ],
    },
    {
      key: 'discussion',
      label: 'Discussion',
      icon: <CommentOutlined />,
      children: [{ key: '/manage/discussion', label: 'Discussion_Admin' }],
    },
  ];
  return groups.filter((g): g is AdminMenuItem => !!g);
}
