import type { UIMatch } from 'react-router';

export type NavMode = 'default' | 'training' | 'contest' | 'group';
export type AccessSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

/** Per-route facts the layouts and the guard read (attached as the route's `handle`). */
export interface RouteMeta {
  /** i18n key of the page title (browser title `<title> - <shortName>`). */
  title?: string;
  requireAuth?: boolean;
  requireAdmin?: boolean;
  requireSuperAdmin?: boolean;
  access?: AccessSwitch;
  hideFooter?: boolean;
  fullWidth?: boolean;
  navMode?: NavMode;
}

/** Merge the metas of all matched routes: flags are inherited, the deepest title wins. */
export function mergeMeta(matches: UIMatch[]): RouteMeta {
  const out: RouteMeta = {};
  for (const m of matches) {
    const h = m.handle as RouteMeta | undefined;
    if (!h) continue;
    if (h.title) out.title = h.title;
    out.requireAuth ||= h.requireAuth;
    out.requireAdmin ||= h.requireAdmin;
    out.requireSuperAdmin ||= h.requireSuperAdmin;
    out.access = h.access ?? out.access;
    out.hideFooter ||= h.hideFooter;
    out.fullWidth ||= h.fullWidth;
    out.navMode = h.navMode ?? out.navMode;
  }
  return out;
}

export const ACCESS_MESSAGE: Record<AccessSwitch, string> = {
  openPublicDiscussion: 'No_Access_There_is_no_open_discussion_area_on_the_website',
  openGroupDiscussion: 'No_Access_There_is_no_open_group_discussion_area_on_the_website',
  openContestComment: 'No_Access_There_is_no_open_contest_comment_area_on_the_website',
};
