import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Badge, Button, Dropdown, Menu, Tooltip, notification, type MenuProps } from 'antd';
import { BellOutlined, DownOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { wikiUrl } from '../../api/config';
import { getUnreadCounts, unreadStreamUrl, type UnreadCounts } from '../../api/user';
import { openEventStream } from '../../api/eventStream';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import { currentLanguage, setLanguage } from '../../i18n';
import { BADGE_MAX, NOTIFICATION_SECONDS, UNREAD_POLL_MS } from '../../constants';
import { useIsMobile } from '../../utils/useIsMobile';
import type { NavMode } from '../../router/meta';
import {
  MESSAGE_MENU,
  mainMenu,
  modeMenu,
  selectedKey,
  userMenu,
  type NavItem,
  type UserMenuEntry,
} from './menus';
import UserAvatar from '../UserAvatar';

// The phone menu's drawer loads the first time it opens (not with every page); it then stays
// mounted so that it can close with its animation.
const Drawer = lazy(() => import('antd/es/drawer'));

function toMenuItems(items: NavItem[], t: (k: string) => string): MenuProps['items'] {
  return items.map((i) =>
    i.children
      ? { key: i.key, label: t(i.label), icon: i.icon, children: toMenuItems(i.children, t) }
      : { key: i.key, label: t(i.label), icon: i.icon },
  );
}

function userMenuItems(entries: UserMenuEntry[], t: (k: string) => string): MenuProps['items'] {
  return entries.map((e, n) =>
    e === 'divider' ? { type: 'divider' as const, key: `d${n}` } : { key: e.key, label: t(e.label) },
  );
}

/** Popups of the fixed bar live inside it, so they stay under their trigger when the page scrolls. */
const inHeader = (trigger: HTMLElement) => trigger.closest('header') ?? document.body;

const totalUnread = (c: UnreadCounts | undefined) => (c ? c.comment + c.reply + c.like + c.sys + c.mine : 0);

/**
 * Unread counts when signed in: pushed by the user's stream (/api/msg/stream: new counts as a
 * comment, reply, like or notice arrives; `announcement` refetches the home list), and polled every
 * 120 s as the fallback; a bottom-right notice when the total grows (hoj-ui §1.8).
 */
function useUnread(enabled: boolean, username: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return openEventStream(unreadStreamUrl, {
      onEvent: (name, data) => {
        if (name === 'unread') queryClient.setQueryData(['msg-unread'], data as UnreadCounts);
        else if (name === 'announcement')
          void queryClient.invalidateQueries({ queryKey: ['home-announcements'] });
      },
    });
  }, [enabled, username, queryClient]);
  const q = useQuery({
    queryKey: ['msg-unread'],
    queryFn: getUnreadCounts,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
  const last = useRef(0);
  const total = totalUnread(q.data);
  useEffect(() => {
    if (total > last.current && total > 0) {
      notification.info({
        title: t('Unread_Message'),
        description: t('Unread_Message_Tips', { name: username ?? '', n: total }),
        placement: 'bottomRight',
        duration: NOTIFICATION_SECONDS,
      });
    }
    last.current = total;
  }, [total, username, t]);
  return q;
}

/** Top navigation bar; under 992 px an app bar with a side drawer (site.md §2, hoj-ui §3). */
export default function NavBar({ mode }: { mode: NavMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const config = useWebsiteConfig();
  const { user, actor, isAuthenticated } = useSession();
  const mobile = useIsMobile();
  const [drawer, setDrawer] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawer && !drawerWanted) setDrawerWanted(true);
  const unread = useUnread(isAuthenticated, user?.username).data;

  const items =
    mode === 'default'
      ? mainMenu({ actor, openPublicDiscussion: config.openPublicDiscussion })
      : modeMenu(mode, {
          contestID: params.contestID,
          trainingID: params.trainingID,
          groupID: params.groupID,
        });
  const uMenu = userMenu(actor, wikiUrl(config.projectUrl));

  const go = (key: string) => {
    setDrawer(false);
    const entry = uMenu.find((e): e is NavItem => e !== 'divider' && e.key === key);
    if (entry?.external) window.open(key, '_blank', 'noopener');
    else if (key.startsWith('/')) navigate(key);
  };

  const toggleLanguage = () => setLanguage(currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN');

  const logo = (
    <Tooltip title={t('Click_To_Change_Web_Language')} placement="bottom">
      <span className="oj-logo" onClick={toggleLanguage} data-testid="logo">
        {config.shortName || 'OJ'}
      </span>
    </Tooltip>
  );

  const messageMenu: MenuProps['items'] = MESSAGE_MENU.map((m) => ({
    key: m.key,
    label: (
      <span className="msg-item">
        {/* The name in its own element: its text stays the box's name whatever the count shows. */}
        <span>{t(m.label)}</span>{' '}
        <Badge count={unread?.[m.count] ?? 0} overflowCount={BADGE_MAX} size="small" />
      </span>
    ),
  }));

  const bell = (
    <Dropdown
      menu={{ items: messageMenu, onClick: ({ key }) => go(key) }}
      trigger={['click']}
      getPopupContainer={inHeader}
    >
      <span className="oj-bell" data-testid="message-menu" role="button" aria-label={t('Message_Center')}>
        <Badge dot={totalUnread(unread) > 0}>
          <BellOutlined style={{ fontSize: 22 }} />
        </Badge>
      </span>
    </Dropdown>
  );

  const right = isAuthenticated ? (
    <div className="oj-nav-right">
      {bell}
      <UserAvatar user={user} size={30} />
      <Dropdown
        menu={{ items: userMenuItems(uMenu, t), onClick: ({ key }) => go(key) }}
        trigger={['hover', 'click']}
        getPopupContainer={inHeader}
      >
        <span className="oj-username" data-testid="user-menu">
          {user?.username} <DownOutlined />
        </span>
      </Dropdown>
    </div>
  ) : (
    <div className="oj-nav-right">
      <Button type="primary" shape="round" onClick={() => openLoginModal('Login')} data-testid="nav-login">
        {t('NavBar_Login')}
      </Button>
      {config.register && (
        <Button shape="round" onClick={() => openLoginModal('Register')} data-testid="nav-register">
          {t('NavBar_Register')}
        </Button>
      )}
    </div>
  );

  const selected = selectedKey(location.pathname, items);

  if (mobile) {
    return (
      <header className="oj-appbar" data-testid="mobile-appbar">
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={() => setDrawer(true)}
          aria-label={t('Menu')}
          data-testid="drawer-button"
        />
        <Link to="/" className="oj-appbar-title">
          {config.shortName || 'OJ'}
        </Link>
        {right}
        {drawerWanted && (
          <Suspense fallback={null}>
            <Drawer
              placement="left"
              open={drawer}
              onClose={() => setDrawer(false)}
              size={260}
              title={logo}
              className="oj-drawer"
              data-testid="nav-drawer"
            >
              <Menu
                mode="inline"
                items={toMenuItems(items, t)}
                selectedKeys={selected}
                onClick={({ key }) => go(key)}
              />
              {isAuthenticated && (
                <Menu
                  mode="inline"
                  items={[
                    { type: 'divider', key: 'd' },
                    ...(userMenuItems(uMenu, t) ?? []),
                    { type: 'divider', key: 'd2' },
                    ...(messageMenu ?? []),
                  ]}
                  onClick={({ key }) => go(key)}
                />
              )}
            </Drawer>
          </Suspense>
        )}
      </header>
    );
  }

  return (
    <header className="oj-navbar" data-testid="navbar">
      {logo}
      <Menu
        className="oj-menu"
        mode="horizontal"
        items={toMenuItems(items, t)}
        selectedKeys={selected}
        onClick={({ key }) => go(key)}
        data-testid="main-menu"
      />
      {right}
    </header>
  );
}
