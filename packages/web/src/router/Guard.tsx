import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../api/useWebsiteConfig';
import { session, useSession } from '../stores/session';
import { toast } from '../utils/feedback';
import { checkRoute } from './guard';
import PageLoading from '../components/PageLoading';
import LazyResult from '../components/LazyResult';
import type { RouteMeta } from './meta';

function RedirectWithMessage({
  to,
  message,
  clearUser,
}: {
  to: string;
  message: string;
  clearUser: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (clearUser) session.clear();
    toast.error(t(message));
  }, [message, clearUser, t]);
  return <Navigate to={to} replace />;
}

export function NoAccess({ message }: { message: string }) {
  const { t } = useTranslation();
  useEffect(() => toast.error(t(message)), [message, t]);
  return <LazyResult status="403" title={t('No_Access')} subTitle={t(message)} data-testid="no-access" />;
}

/** Renders the page, or the guard's redirect / 'No Access' answer. */
export function Guard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  const config = useWebsiteConfig();
  const location = useLocation();
  const r = checkRoute(meta, {
    authenticated: isAuthenticated,
    user,
    config,
    from: location.pathname + location.search,
  });
  if (r.kind === 'redirect')
    return <RedirectWithMessage to={r.to} message={r.message} clearUser={r.clearUser} />;
  // A switch-guarded page waits for the site config rather than flashing before 'No Access'.
  if (meta.access && !config.loaded) return <PageLoading />;
  if (r.kind === 'no-access') return <NoAccess message={r.message} />;
  return <>{children}</>;
}
