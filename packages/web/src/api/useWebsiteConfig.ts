import { useQuery } from '@tanstack/react-query';
import { MINUTE_MS } from '../constants/time';
import { DEFAULT_WEBSITE_CONFIG, getWebsiteConfig, type WebsiteConfig } from './config';

export const WEBSITE_CONFIG_KEY = ['website-config'] as const;
/** The switches change rarely: read them again after five minutes. */
const WEBSITE_CONFIG_STALE_MS = 5 * MINUTE_MS;

/** The one query of the site configuration (the hook below, and the start-up prefetch in main.tsx). */
export const websiteConfigQuery = {
  queryKey: WEBSITE_CONFIG_KEY,
  queryFn: getWebsiteConfig,
  staleTime: WEBSITE_CONFIG_STALE_MS,
  retry: 1,
};

/** Site configuration and feature switches; defaults until the server answers. */
export function useWebsiteConfig(): WebsiteConfig & { loaded: boolean } {
  const q = useQuery(websiteConfigQuery);
  return { ...DEFAULT_WEBSITE_CONFIG, ...(q.data ?? {}), loaded: q.isFetched };
}
