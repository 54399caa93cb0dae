// The answer type is inferred from the schema the server validates it with (type-only import).
import type { z } from 'zod';
import type { publicWebsiteConfigSchema } from '@judge/shared/schemas/site';
import { api } from './http';

/** GET /api/get-website-config (hoj-api-paths §7). */
export type WebsiteConfig = z.infer<typeof publicWebsiteConfigSchema>;

/** Used until the server answers (and if it cannot): the spec's defaults (short name OJ, switches on). */
export const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: 'Online Judge',
  shortName: 'OJ',
  description: '',
  register: true,
  recordName: '',
  recordUrl: '',
  email: '',
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
