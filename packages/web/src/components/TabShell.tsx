import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../api/useWebsiteConfig';
import { useSession } from '../stores/session';

export interface ShellTab {
  /** path relative to the shell's base ('' = index) */
  key: string;
  /** i18n key */
  label: string;
  disabled?: boolean;
  badge?: number;
}

/** What the shells' tab lists depend on: the site's switches and the signed-in actor. */
export function useTabContext() {
  const config = useWebsiteConfig();
  const { actor } = useSession();
  return { ...config, actor };
}

/** Which tab a sub-path belongs to: the longest tab key that prefixes it (routes like problem/:id map to their list tab). */
export function activeTab(rest: string, tabs: ShellTab[], aliases: Record<string, string> = {}): string {
  const first = rest.split('/')[0] ?? '';
  if (aliases[first] !== undefined) return aliases[first];
  const hit = tabs.find((t) => t.key === first);
  return hit ? hit.key : '';
}

/**
 * Is `rest` (the path under the shell) a tab shown to some callers only (`guarded`) that this
 * caller's tab list leaves out? Such a page, reached by its address, would only fail its calls.
 */
export function hiddenTab(rest: string, tabs: ShellTab[], guarded: readonly string[] = []): boolean {
  const first = rest.split('/')[0] ?? '';
  return guarded.includes(first) && !tabs.some((t) => t.key === first);
}

/** A shell with a header and route-driven tabs (contest, training, group, message centre). */
export default function TabShell({
  base,
  tabs,
  header,
  aliases,
  vertical,
  guarded,
}: {
  base: string;
  tabs: ShellTab[];
  header?: ReactNode;
  aliases?: Record<string, string>;
  vertical?: boolean;
  /** Tabs some callers are not given (admin tools, a private training's rank): one of them opened
   *  by its address by a caller without it goes to the shell's first tab. */
  guarded?: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\//, '') : '';
  const active = activeTab(rest, tabs, aliases);
  if (hiddenTab(rest, tabs, guarded)) return <Navigate to={base} replace />;
  return (
    <div className={vertical ? 'tab-shell tab-shell-vertical' : 'tab-shell'}>
      {header}
      <Card size="small" className="tab-shell-bar">
        <Tabs
          activeKey={active}
          tabPlacement={vertical ? 'start' : 'top'}
          onChange={(k) => navigate(k ? `${base}/${k}` : base)}
          items={tabs.map((tab) => ({
            key: tab.key,
            disabled: tab.disabled,
            label:
              tab.badge !== undefined ? (
                <Badge count={tab.badge} size="small" offset={[8, -2]}>
                  {t(tab.label)}
                </Badge>
              ) : (
                t(tab.label)
              ),
          }))}
          data-testid="shell-tabs"
        />
        {vertical && (
          <div className="tab-shell-content">
            <Outlet />
          </div>
        )}
      </Card>
      {!vertical && (
        <div className="tab-shell-content">
          <Outlet />
        </div>
      )}
    </div>
  );
}
