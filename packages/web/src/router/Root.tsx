import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import NProgress from 'nprogress';
import { useWebsiteConfig } from '../api/useWebsiteConfig';
import { getUserAuthInfo } from '../api/account';
import { session } from '../stores/session';
import { loginPathFor, setNavigate } from './navigation';
import { mergeMeta } from './meta';

/** Shortest time the route progress bar stays up on a navigation whose page is already loaded. */
const ROUTE_PROGRESS_MIN_MS = 200;

/** Browser title `<page> - <shortName>` (hoj-ui §0). */
function usePageTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const { shortName } = useWebsiteConfig();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${shortName || 'OJ'}` : shortName || 'OJ';
  }, [titleKey, shortName, t]);
}

/**
 * When the tab becomes visible and the stored token differs from ours, adopt the other tab's session
 * or clear ours and go to the login page of this area (site.md §2).
 */
/** Re-reads the signed-in user's roles (another tab or an admin may have changed them). */
function refreshRoles() {
  getUserAuthInfo()
    .then((a) => session.setRoles(a.roles ?? []))
    .catch(() => undefined);
}

function useSessionSync() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const r = session.syncFromStorage();
      if (r === 'adopted') {
        void queryClient.invalidateQueries();
        refreshRoles();
      } else if (r === 'cleared') {
        void queryClient.invalidateQueries();
        navigate(loginPathFor(window.location.pathname), { replace: true });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [navigate, queryClient]);
}

/** On start, a stored session refreshes its roles (a 401 here clears it, per the client's rules). */
function useRolesOnStart() {
  useEffect(() => {
    if (session.token) refreshRoles();
  }, []);
}

/** Top of the route tree: wires navigation for non-React code, progress bar, title and session sync. */
export default function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const meta = mergeMeta(useMatches());
  useEffect(() => setNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  // The bar shows navigations, not the first page: that one is drawn with its chunks already in
  // (main.tsx), and starting the bar then forced a layout on every cold load (~30 ms, issue 15).
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    NProgress.start();
    const id = window.setTimeout(() => NProgress.done(), ROUTE_PROGRESS_MIN_MS);
    return () => window.clearTimeout(id);
  }, [location.pathname]);
  usePageTitle(meta.title);
  useSessionSync();
  useRolesOnStart();
  return <Outlet />;
}
