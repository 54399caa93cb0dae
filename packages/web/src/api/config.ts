import { api } from './http';

/** GET /api/get-website-config (hoj-api-paths §7). */
export interface WebsiteConfig {
  baseUrl?: string;
  name: string;
  shortName: string;
  description?: string;
  register: boolean;
  recordName?: string;
  recordUrl?: string;
  email?: string;
  projectName?: string;
  projectUrl?: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
}

/** Used until the server answers (and if it cannot): the spec's defaults (short name OJ, switches on). */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  register: true,
  projectName: 'Judge',
  projectUrl: '',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
};

export const getWebsiteConfig = () =>
  api.get<WebsiteConfig>('/api/get-website-config', undefined, { silent: true });

/** The external wiki of the user menu: the project's wiki when a project URL is configured, else the introduction. */
export const wikiUrl = (projectUrl: string | undefined) =>
  projectUrl ? `${projectUrl.replace(/\/+$/, '')}/wiki` : '/introduction';
