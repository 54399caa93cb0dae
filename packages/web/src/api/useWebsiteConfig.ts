import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WEBSITE_CONFIG, getWebsiteConfig, type WebsiteConfig } from './config';

export const WEBSITE_CONFIG_KEY = ['website-config'] as const;

/** Site configuration and feature switches; defaults until the server answers. */
export function useWebsiteConfig(): WebsiteConfig & { loaded: boolean } {
  const q = useQuery({
    queryKey: WEBSITE_CONFIG_KEY,
    queryFn: getWebsiteConfig,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return { ...DEFAULT_WEBSITE_CONFIG, ...(q.data ?? {}), loaded: q.isFetched };
}
