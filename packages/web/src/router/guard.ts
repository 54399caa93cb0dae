import type { WebsiteConfig } from '../api/config';
import { canAccessAdmin, canAccessSuperAdmin } from '@judge/shared';
import { actorOfUser } from '../stores/actor';
import type { UserInfo } from '../stores/session';
import { ACCESS_MESSAGE, type RouteMeta } from './meta';

export type GuardResult =
  | { kind: 'ok' }
  | { kind: 'redirect'; to: string; message: string; clearUser: boolean }
  | { kind: 'no-access'; message: string };

interface GuardContext {
  authenticated: boolean;
  user: UserInfo | null;
  config: Pick<WebsiteConfig, 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'>;
  /** Current path with query, kept so the login page can come back to it. */
  from: string;
}

/** The route guard of groups-accounts-admin.md §6 as a pure function (messages are i18n keys). */
export function checkRoute(meta: RouteMeta, ctx: GuardContext): GuardResult {
  if (meta.requireAdmin || meta.requireSuperAdmin) {
    const actor = actorOfUser(ctx.user);
    const allowed =
      ctx.authenticated && (meta.requireSuperAdmin ? canAccessSuperAdmin(actor) : canAccessAdmin(actor));
    // Under /manage the admin login; elsewhere (e.g. contest rejudge) the site login.
    const to = ctx.from.startsWith('/manage')
      ? '/manage/login'
      : `/login?redirect=${encodeURIComponent(ctx.from)}`;
    if (!allowed)
      return { kind: 'redirect', to, message: 'Please_login_first_by_admin_account', clearUser: false };
  }
  if (meta.access && !ctx.config[meta.access])
    return { kind: 'no-access', message: ACCESS_MESSAGE[meta.access] };
  if (meta.requireAuth && !ctx.authenticated) {
    return {
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent(ctx.from)}`,
      message: 'Please_login_first',
      clearUser: true,
    };
  }
  return { kind: 'ok' };
}
