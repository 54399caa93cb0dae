// JavaScript a cold load of each route fetches, from the Vite manifest of packages/web/dist:
// the entry (index.html) and its static imports, the active language's messages and antd locale
// (the larger language's), plus the route's lazy page chunk and its static imports (what the browser fetches before the page can render; dynamic imports inside the page,
// such as an editor mode, KaTeX or a highlight.js grammar, come later and only when needed).
// Sizes are gzip level 9 (what the server sends precompressed; brotli is smaller still).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

/** Route → the page module its lazy route imports (src/router/routes/*.tsx). */
export const ROUTES = {
  '/login': 'src/pages/account/LoginHome.tsx',
  '/home': 'src/pages/home/Home.tsx',
  '/problem': 'src/pages/problem/ProblemList.tsx',
  '/problem/:id': 'src/pages/problem/ProblemDetail.tsx',
  '/status': 'src/pages/submission/SubmissionList.tsx',
  '/submission-detail/:id': 'src/pages/submission/SubmissionDetail.tsx',
  '/user-home': 'src/pages/account/UserHome.tsx',
};

/**
 * Besides the entry, main.tsx waits for the active language's messages and antd locale before the
 * first paint (src/i18n, issue 15): those chunks count for every route, the larger language's.
 */
export const LANGUAGE_CHUNKS = {
  'zh-CN': ['src/i18n/zh-CN.json', 'antd/locale/zh_CN.js'],
  'en-US': ['src/i18n/en-US.json', 'antd/locale/en_US.js'],
};

/** Budgets of issue 15 (kB gzip of JavaScript per cold load). */
export const BUDGET_KB = { '/login': 200, '/problem': 200, '/problem/:id': 350 };

export function readManifest(dist = WEB_DIST) {
  const file = path.join(dist, '.vite/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Output files (js and css) a manifest key pulls in through static imports, itself included. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const k of chunk.imports ?? []) closure(manifest, k, seen);
  return seen;
}

const gzipCache = new Map();
function gzipKb(dist, file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000);
  return gzipCache.get(file);
}

/** { route: { jsKb, cssKb, files } } for every route of ROUTES. */
export function routeSizes(dist = WEB_DIST) {
  const manifest = readManifest(dist);
  if (!manifest) return null;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  // the language whose chunks (beyond the entry) weigh most
  const languageKeys = Object.values(LANGUAGE_CHUNKS)
    .map((ends) => {
      const keys = new Set();
      for (const end of ends)
        for (const k of Object.keys(manifest)) if (k.endsWith(end)) closure(manifest, k, keys);
      for (const k of entry) keys.delete(k);
      return [...keys];
    })
    .map((keys) => ({ keys, kb: keys.reduce((sum, k) => sum + gzipKb(dist, manifest[k].file), 0) }))
    .sort((a, b) => b.kb - a.kb)[0].keys;
  const out = {};
  for (const [route, page] of Object.entries(ROUTES)) {
    if (!manifest[page]) throw new Error(`${page} (route ${route}) is not a chunk of the build`);
    const keys = new Set([...entry, ...languageKeys, ...closure(manifest, page)]);
    const js = [...keys].map((k) => manifest[k].file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
    out[route] = {
      jsKb: Math.round(js.reduce((s, f) => s + gzipKb(dist, f), 0) * 10) / 10,
      cssKb: Math.round(css.reduce((s, f) => s + gzipKb(dist, f), 0) * 10) / 10,
      files: js,
    };
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = routeSizes();
  if (!sizes) {
    console.error('no build: run `npx vite build` in packages/web first');
    process.exit(1);
  }
  for (const [r, s] of Object.entries(sizes))
    console.log(
      `${r.padEnd(24)} JS ${String(s.jsKb).padStart(7)} kB gzip  CSS ${String(s.cssKb).padStart(6)} kB  (${s.files.length} files)${BUDGET_KB[r] ? `  budget ${BUDGET_KB[r]}` : ''}`,
    );
}
