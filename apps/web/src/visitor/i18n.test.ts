import { afterEach, describe, expect, it } from 'vitest';
import { DICTIONARIES, pickLang, setLang, t } from './i18n';

describe('the visitor dictionary', () => {
  afterEach(() => setLang('zh-CN'));

  it('has every text in both languages, none empty', () => {
    const zh = Object.keys(DICTIONARIES['zh-CN']).sort();
    expect(Object.keys(DICTIONARIES['en-US']).sort()).toEqual(zh);
    for (const dictionary of Object.values(DICTIONARIES))
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
  });

  it('fills placeholders and follows the language set', () => {
    expect(t('citations', { count: 3 })).toBe('参考来源（3）');
    setLang('en-US');
    expect(t('citations', { count: 3 })).toBe('Sources (3)');
    expect(t('requestFailed')).toBe('Request failed ({status})');
  });

  it('prefers ?lang=, then the first browser language', () => {
    expect(pickLang('en', ['zh-CN'])).toBe('en-US');
    expect(pickLang(null, ['en-US'])).toBe('en-US');
    expect(pickLang(null, ['zh-TW', 'en-US'])).toBe('zh-CN');
    expect(pickLang('de', ['de-DE'])).toBe('zh-CN');
  });
});
