import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import { DEFAULT_LANGUAGE, LANGUAGES, StorageKey, type Language } from '../constants';

dayjs.extend(relativeTime);

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

export function initI18n(lng?: Language) {
  const language =
    lng ??
    detectLanguage(
      window.location.search,
      localStorage.getItem(StorageKey.language),
      navigator.languages ?? [navigator.language],
    );
  if (new URLSearchParams(window.location.search).get('l'))
    localStorage.setItem(StorageKey.language, language);
  applyDayjs(language);
  void i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export function setLanguage(lng: Language) {
  localStorage.setItem(StorageKey.language, lng);
  applyDayjs(lng);
  void i18n.changeLanguage(lng);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export default i18n;
