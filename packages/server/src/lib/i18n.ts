// Server messages in zh-CN and en-US. Every user-visible text is a key of src/i18n/*.json.
import zhCN from '../i18n/zh-CN.json' with { type: 'json' };
import enUS from '../i18n/en-US.json' with { type: 'json' };

const catalogues = {
  'zh-CN': zhCN as Record<string, string>,
  'en-US': enUS as Record<string, string>,
};

export type Lang = keyof typeof catalogues;
export const LANGS = Object.keys(catalogues) as Lang[];
/** The spec: language defaults to zh-CN. */
export const DEFAULT_LANG: Lang = 'zh-CN';
export type MsgParams = Record<string, string | number>;

export function isMessageKey(key: string): boolean {
  return Object.hasOwn(catalogues['en-US'], key);
}

export function t(lang: Lang, key: string, params: MsgParams = {}): string {
  const text = catalogues[lang][key] ?? catalogues['en-US'][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Maps a free-form tag (`en`, `zh-TW`, `en-GB;q=0.8`) to a supported language, or undefined. */
export function matchLang(tag: string | undefined | null): Lang | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}

/** `?l=` first, then Accept-Language in quality order, then zh-CN. */
export function pickLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof queryLang === 'string') {
    const q = matchLang(queryLang);
    if (q) return q;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, i) => {
        const [tag, ...rest] = part.split(';');
        const qp = rest.find((p) => p.trim().startsWith('q='));
        const q = qp ? Number(qp.trim().slice(2)) : 1;
        return { tag, q: Number.isFinite(q) ? q : 0, i };
      })
      .filter((x) => x.q > 0)
      .sort((a, b) => b.q - a.q || a.i - b.i);
    for (const r of ranked) {
      const m = matchLang(r.tag);
      if (m) return m;
    }
  }
  return DEFAULT_LANG;
}
