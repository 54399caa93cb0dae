import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DEFAULT_LANGUAGE, LANGUAGES, StorageKey, type Language } from '../constants';

dayjs.extend(relativeTime);

type Messages = Record<string, string>;

/**
 * Each language's messages are a chunk of their own, fetched the first time the language is used
 * (issue 15: a page carried both catalogues, ~35 kB gzip, in its entry). The other language loads
 * only when the user switches to it.
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => import('./zh-CN.json').then((m) => m.default as Messages),
  'en-US': () => import('./en-US.json').then((m) => m.default as Messages),
};
const loaded: Partial<Record<Language, Messages>> = {};

/**
 * Hands a language's messages over without a fetch (unit tests preload both in src/test/setup.ts,
 * so that `initI18n()` and `i18n.changeLanguage()` take effect at once there).
 */
export function preloadMessages(lng: Language, messages: Messages) {
  loaded[lng] = messages;
}

/** i18next backend over `loaders`: answers at once (synchronously) for a language already in. */
const lazyMessages = {
  type: 'backend' as const,
  init() {},
  read(lng: string, _ns: string, done: (err: unknown, data: Messages | false) => void) {
    const l = normaliseLanguage(lng);
    if (!l) return done(null, {});
    const have = loaded[l];
    if (have) return done(null, have);
    loaders[l]().then(
      (m) => {
        loaded[l] = m;
        done(null, m);
      },
      (e: unknown) => done(e, false),
    );
  },
};

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Maps `zh`, `zh-cn`, `en`, `en-gb`… onto a supported language, or null. */
export function normaliseLanguage(v: string | null | undefined): Language | null {
  if (!v) return null;
  const l = v.toLowerCase();
  if (l.startsWith('zh')) return 'zh-CN';
  if (l.startsWith('en')) return 'en-US';
  return null;
}

/** site.md §1: `?l=` → stored choice → browser language → zh-CN. A `?l=` value is also stored. */
export function detectLanguage(search: string, stored: string | null, browser: readonly string[]): Language {
  const q = normaliseLanguage(new URLSearchParams(search).get('l'));
  if (q) return q;
  const s = normaliseLanguage(stored);
  if (s) return s;
  for (const b of browser) {
    const n = normaliseLanguage(b);
    if (n) return n;
  }
  return DEFAULT_LANGUAGE;
}

function applyDayjs(lng: Language) {
  dayjs.locale(lng === 'zh-CN' ? 'zh-cn' : 'en');
  document.documentElement.lang = lng;
}

/** The language this page starts in (detectLanguage on this page); a `?l=` choice is stored. */
export function initialLanguage(): Language {
  const language = detectLanguage(
    window.location.search,
    localStorage.getItem(StorageKey.language),
    navigator.languages ?? [navigator.language],
  );
  if (new URLSearchParams(window.location.search).get('l'))
    localStorage.setItem(StorageKey.language, language);
  return language;
}

/** Starts i18n in the given (or detected) language; resolves once its messages are in. */
export function initI18n(lng?: Language) {
  const language = lng ?? initialLanguage();
  applyDayjs(language);
  // Only the active language is fetched: no fallback language (the two catalogues have the same
  // keys, i18n.test.ts), and no plain `en`/`zh` lookups. `initAsync: false` lets a preloaded
  // language (tests) be in place when init returns.
  return i18n
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => i18n);
}

/**
 * Switches the UI language: its messages are fetched first (if not yet in), then dates and texts
 * change together, so no key shows in between.
 */
export async function setLanguage(lng: Language) {
  localStorage.setItem(StorageKey.language, lng);
  await i18n.loadLanguages(lng);
  applyDayjs(lng);
  await i18n.changeLanguage(lng);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export default i18n;
