// highlight.js with only the languages a text uses: the core and each grammar are separate chunks,
// loaded the first time a code block of that language is shown.
import type { HLJSApi, LanguageFn } from 'highlight.js';

type Loader = () => Promise<{ default: LanguageFn }>;

/** Grammars by the name used in ```lang fences (the judge's languages plus a few common ones). */
const GRAMMARS: Record<string, Loader> = {
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  java: () => import('highlight.js/lib/languages/java'),
  python: () => import('highlight.js/lib/languages/python'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  go: () => import('highlight.js/lib/languages/go'),
  rust: () => import('highlight.js/lib/languages/rust'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  php: () => import('highlight.js/lib/languages/php'),
  delphi: () => import('highlight.js/lib/languages/delphi'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  bash: () => import('highlight.js/lib/languages/bash'),
  json: () => import('highlight.js/lib/languages/json'),
  sql: () => import('highlight.js/lib/languages/sql'),
  xml: () => import('highlight.js/lib/languages/xml'),
};

const ALIASES: Record<string, string> = {
  'c++': 'cpp',
  cc: 'cpp',
  h: 'c',
  py: 'python',
  python3: 'python',
  js: 'javascript',
  ts: 'typescript',
  golang: 'go',
  rs: 'rust',
  cs: 'csharp',
  'c#': 'csharp',
  rb: 'ruby',
  pascal: 'delphi',
  pas: 'delphi',
  kt: 'kotlin',
  sh: 'bash',
  shell: 'bash',
  html: 'xml',
};

export const grammarOf = (lang: string): string | null => {
  const l = lang.toLowerCase();
  const name = ALIASES[l] ?? l;
  return GRAMMARS[name] ? name : null;
};

let core: Promise<HLJSApi> | null = null;
const loaded = new Map<string, Promise<void>>();

/** Highlighted HTML of `code` (escaped by highlight.js), or null for a language it does not know. */
export async function highlight(code: string, lang: string): Promise<string | null> {
  const name = grammarOf(lang);
  if (!name) return null;
  core ??= Promise.all([import('highlight.js/lib/core'), import('highlight.js/styles/github.css')]).then(
    ([m]) => m.default,
  );
  const hljs = await core;
  if (!loaded.has(name))
    loaded.set(
      name,
      GRAMMARS[name]().then((g) => hljs.registerLanguage(name, g.default)),
    );
  await loaded.get(name);
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}
