// The sites this judge can reach: problem-id prefix → adapter. A new site is one file in sites/
// and one line here. Base URLs default to the real sites; REMOTE_OJ_URLS (JSON, e.g.
// {"HDU":"http://127.0.0.1:9001"}) points them elsewhere (stand-ins in tests and e2e).
import { hduAdapter } from './sites/hdu.js';
import { codeforcesAdapter } from './sites/codeforces.js';
import { pojAdapter } from './sites/poj.js';
import { atcoderAdapter } from './sites/atcoder.js';
import { spojAdapter } from './sites/spoj.js';
import type { RemoteAdapter, SiteUrls } from './types.js';

export const DEFAULT_SITE_URLS: Record<string, string> = {
  HDU: 'http://acm.hdu.edu.cn',
  CF: 'https://codeforces.com',
  GYM: 'https://codeforces.com',
  POJ: 'http://poj.org',
  AC: 'https://atcoder.jp',
  SPOJ: 'https://www.spoj.com',
};

const factories: Record<string, (url: string) => RemoteAdapter> = {
  HDU: hduAdapter,
  CF: (u) => codeforcesAdapter(u, false),
  GYM: (u) => codeforcesAdapter(u, true),
  POJ: pojAdapter,
  AC: atcoderAdapter,
  SPOJ: spojAdapter,
};

export function siteUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteUrls {
  if (!env.REMOTE_OJ_URLS) return {};
  try {
    const v = JSON.parse(env.REMOTE_OJ_URLS) as unknown;
    return v && typeof v === 'object' ? (v as SiteUrls) : {};
  } catch {
    return {};
  }
}

export type AdapterRegistry = ReadonlyMap<string, RemoteAdapter>;

export function remoteAdapters(urls: SiteUrls = siteUrlsFromEnv()): AdapterRegistry {
  const out = new Map<string, RemoteAdapter>();
  for (const [key, make] of Object.entries(factories)) out.set(key, make(urls[key] ?? DEFAULT_SITE_URLS[key]));
  return out;
}

/** "CF-1000A" → { key: "CF", remoteId: "1000A" }; null for a local display id. */
export function splitRemoteId(problemId: string): { key: string; remoteId: string } | null {
  const i = problemId.indexOf('-');
  if (i <= 0) return null;
  return { key: problemId.slice(0, i).toUpperCase(), remoteId: problemId.slice(i + 1) };
}
