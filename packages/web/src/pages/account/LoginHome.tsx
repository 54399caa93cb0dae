import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { AccountPanel, DIALOG_TITLE } from '../../components/account/AccountForms';
import { useSession } from '../../stores/session';
import type { LoginMode } from '../../stores/ui';
import { safeRedirect } from '../../router/navigation';
import { siteDescription } from '../../components/siteDescription';

/** `/` and `/login`: the LoginHome panel with its three modes (groups-accounts-admin.md §2). */
export default function LoginHome() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>(params.get('mode') === 'register' ? 'Register' : 'Login');
  const redirect = safeRedirect(params.get('redirect'));
  const title = `${t(DIALOG_TITLE[mode])} - ${config.shortName || 'OJ'}`;
  const first = useRef(true);
  useEffect(() => {
    // The route title covers the first render; later mode switches retitle the page.
    if (first.current) first.current = false;
    else document.title = title;
  }, [title]);

  if (isAuthenticated) return <Navigate to={redirect} replace />;
  return (
    <div className="login-home">
      <div className="login-home-intro">
        <h1>{t('Welcome_to', { name: config.shortName || 'OJ' })}</h1>
        <p>{config.description?.trim() ? siteDescription(config.description, t) : t('Login_Home_Tagline')}</p>
      </div>
      <Card className="login-home-card" data-testid="login-panel">
        <h2 className="login-title">{title}</h2>
        <AccountPanel
          mode={mode}
          setMode={setMode}
          onLoggedIn={() => navigate(redirect, { replace: true })}
        />
      </Card>
    </div>
  );
}
