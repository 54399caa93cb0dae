import { useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Breadcrumb, Button, Drawer, Dropdown, Menu, type MenuProps } from 'antd';
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '../api/account';
import { useWebsiteConfig } from '../api/useWebsiteConfig';
import { session, useSession } from '../stores/session';
import { currentLanguage, setLanguage } from '../i18n';
import { Guard } from '../router/Guard';
import { mergeMeta } from '../router/meta';
import { toast } from '../utils/feedback';
import { useIsMobile } from '../utils/useIsMobile';
import UserAvatar from '../components/UserAvatar';
import { LanguageMenu } from '../components/Footer';
import { adminMenu, type AdminMenuItem } from './adminMenu';

const toItems = (items: AdminMenuItem[], t: (k: string) => string): MenuProps['items'] =>
  items.map((i) => ({
    key: i.key,
    icon: i.icon,
    label: t(i.label),
    children: i.children ? toItems(i.children, t) : undefined,
  }));

/** Admin area shell: fixed 210 px side menu, header with breadcrumb and user menu; drawer under 992 px. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = mergeMeta(useMatches());
  const queryClient = useQueryClient();
  const { user, actor } = useSession();
  const config = useWebsiteConfig();
  const mobile = useIsMobile();
  const [drawer, setDrawer] = useState(false);
  const items = adminMenu(actor);
  const selected = pathname === '/manage' || pathname === '/manage/' ? '/manage/dashboard' : pathname;
  const openKeys = items.filter((g) => g.children?.some((c) => selected.startsWith(c.key))).map((g) => g.key);

  const logout = async () => {
    await adminLogout().catch(() => undefined);
    session.clear();
    queryClient.clear();
    toast.success(t('Log_Out_Successfully'));
    navigate('/manage/login');
  };

  const menu = (
    <>
      <div
        className="admin-logo"
        onClick={() => setLanguage(currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN')}
        title={t('Click_To_Change_Web_Language')}
      >
        {config.shortName || 'OJ'}
      </div>
      <Menu
        mode="inline"
        className="admin-menu"
        items={toItems(items, t)}
        selectedKeys={[selected]}
        defaultOpenKeys={openKeys}
        onClick={({ key }) => {
          setDrawer(false);
          navigate(key);
        }}
        data-testid="admin-menu"
      />
    </>
  );

  return (
    <div className="admin-layout" data-testid="admin-layout">
      {mobile ? (
        <Drawer placement="left" open={drawer} onClose={() => setDrawer(false)} size={230}>
          {menu}
        </Drawer>
      ) : (
        <aside className="admin-aside">{menu}</aside>
      )}
      <div className="admin-main">
        <header className="admin-header">
          {mobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={() => setDrawer(true)}
              aria-label={t('Menu')}
            />
          )}
          <Breadcrumb
            items={[
              { title: <Link to="/manage">{t('Home_Page')}</Link> },
              ...(meta.title ? [{ title: t(meta.title) }] : []),
            ]}
          />
          <div className="admin-header-right">
            <UserAvatar user={user} size={30} />
            <Dropdown
              menu={{ items: [{ key: 'logout', label: t('NavBar_Logout') }], onClick: () => void logout() }}
            >
              <span className="oj-username">
                {user?.username} <DownOutlined />
              </span>
            </Dropdown>
          </div>
        </header>
        <main className="admin-content">
          <Guard meta={meta}>
            <Outlet />
          </Guard>
        </main>
        <footer className="admin-footer">
          {t('Powered_by')} {config.projectName || 'Judge'} <LanguageMenu />
        </footer>
      </div>
    </div>
  );
}
