import { describe, expect, it } from 'vitest';
import zhCN from './zh-CN.json';
import enUS from './en-US.json';
import { detectLanguage, normaliseLanguage } from './index';

describe('i18n catalogues', () => {
  it('have the same keys in zh-CN and en-US, none empty', () => {
    const zh = Object.keys(zhCN).sort();
    const en = Object.keys(enUS).sort();
    expect(zh).toEqual(en);
    for (const [k, v] of Object.entries(enUS)) expect(v, k).not.toBe('');
    for (const [k, v] of Object.entries(zhCN)) expect(v, k).not.toBe('');
  });

  it('has no English words glued together (HOJ\'s "StartAt" showed on the contest header)', () => {
    const names = new Set(['TypeScript', 'JavaScript', 'TanStack', 'FreeProblemSet']);
    const glued = Object.entries(enUS).flatMap(([k, v]) =>
      (v.match(/\b[A-Z][a-z]+[A-Z][a-z]+\w*\b/g) ?? []).filter((w) => !names.has(w)).map((w) => `${k}: ${w}`),
    );
    expect(glued).toEqual([]);
  });
});

describe('language detection (?l= → stored → browser → zh-CN)', () => {
  it('prefers the query parameter', () => {
    expect(detectLanguage('?l=en-US', 'zh-CN', ['zh-CN'])).toBe('en-US');
    expect(detectLanguage('?l=zh-CN', 'en-US', ['en-US'])).toBe('zh-CN');
  });
  it('then the stored choice', () => {
    expect(detectLanguage('', 'en-US', ['zh-CN'])).toBe('en-US');
  });
  it('then the browser language', () => {
    expect(detectLanguage('', null, ['fr-FR', 'en-GB'])).toBe('en-US');
    expect(detectLanguage('', null, ['zh-TW'])).toBe('zh-CN');
  });
  it('falls back to zh-CN', () => {
    expect(detectLanguage('?l=xx', 'de', ['fr-FR'])).toBe('zh-CN');
  });
  it('normalises tags', () => {
    expect(normaliseLanguage('EN')).toBe('en-US');
    expect(normaliseLanguage('ja')).toBeNull();
  });
});

describe('language switch (messages of a language load on first use)', () => {
  it('setLanguage brings the other language in, with dates and <html lang>', async () => {
    const { default: i18n, initI18n, setLanguage, currentLanguage } = await import('./index');
    await initI18n('en-US');
    expect(i18n.t('Dialog_Login')).toBe(enUS.Dialog_Login);
    await setLanguage('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.t('Dialog_Login')).toBe(zhCN.Dialog_Login);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('Web_Language')).toBe('zh-CN');
    await setLanguage('en-US');
    expect(i18n.t('Dialog_Login')).toBe(enUS.Dialog_Login);
  });
});
