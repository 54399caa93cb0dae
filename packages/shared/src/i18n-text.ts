/** The two interface languages. zh-CN is the default when nothing else decides. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** A label in both languages, for constants whose names are shown to users. */
export interface Bilingual {
  'zh-CN': string;
  'en-US': string;
}

/** Picks the best supported language from a `?l=` value or an Accept-Language header. */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const raw of candidates) {
    if (!raw) continue;
    for (const part of raw.split(',')) {
      const tag = part.split(';')[0]!.trim().toLowerCase();
      if (tag.startsWith('zh')) return 'zh-CN';
      if (tag.startsWith('en')) return 'en-US';
    }
  }
  return DEFAULT_LANGUAGE;
}
