import { describe, expect, it } from 'vitest';
import { readPageConfig, type PageEnvironment } from './config';

const KEY = 'cs0123456789abcdefghijKL';

const env = (overrides: Partial<PageEnvironment>): PageEnvironment => ({
  pathname: '/chat',
  search: '',
  referrer: '',
  inFrame: false,
  languages: ['zh-CN'],
  ...overrides,
});

describe('readPageConfig', () => {
  it('reads the key from the query or the path, and refuses anything else', () => {
    expect(readPageConfig(env({ search: `?key=${KEY}` })).key).toBe(KEY);
    expect(readPageConfig(env({ pathname: `/setting/r/${KEY}` })).key).toBe(KEY);
    expect(readPageConfig(env({ pathname: `/setting/r/${KEY}/` })).key).toBe(KEY);
    expect(readPageConfig(env({ search: '?key=cs123' })).key).toBeNull();
    expect(readPageConfig(env({ search: `?key=${KEY}x` })).key).toBeNull();
    expect(readPageConfig(env({ pathname: '/setting/r/%E0%A4%A' })).key).toBeNull();
  });

  it('is compact on /chat and a page of its own elsewhere', () => {
    expect(readPageConfig(env({ pathname: '/chat' })).mode).toBe('compact');
    expect(readPageConfig(env({ pathname: '/chat1' })).mode).toBe('full');
    expect(readPageConfig(env({ pathname: `/setting/r/${KEY}` })).mode).toBe('full');
  });

  it('picks the language from ?lang=, else from the browser, zh-CN by default', () => {
    expect(readPageConfig(env({ search: '?lang=en-US' })).lang).toBe('en-US');
    expect(readPageConfig(env({ languages: ['en-GB', 'zh-CN'] })).lang).toBe('en-US');
    expect(readPageConfig(env({ search: '?lang=zh-CN', languages: ['en-US'] })).lang).toBe('zh-CN');
    expect(readPageConfig(env({ languages: ['fr-FR'] })).lang).toBe('zh-CN');
    expect(readPageConfig(env({ languages: [] })).lang).toBe('zh-CN');
  });

  it('takes ?theme= only when it names a theme', () => {
    expect(readPageConfig(env({ search: '?theme=dark' })).theme).toBe('dark');
    expect(readPageConfig(env({ search: '?theme=light' })).theme).toBe('light');
    expect(readPageConfig(env({ search: '?theme=blue' })).theme).toBeNull();
  });

  describe('the embedding page it talks to', () => {
    const embedded = (search: string, referrer = '') =>
      readPageConfig(env({ search: `?key=${KEY}&embed=1${search}`, referrer, inFrame: true }));

    it('is the parentOrigin the loader gave, when the referrer agrees or is absent', () => {
      const origin = encodeURIComponent('https://shop.example.com');
      expect(embedded(`&parentOrigin=${origin}`).parentOrigin).toBe('https://shop.example.com');
      expect(embedded(`&parentOrigin=${origin}`, 'https://shop.example.com/p/1').parentOrigin).toBe(
        'https://shop.example.com',
      );
    });

    it('is none when the referrer names another site or the origin is not one', () => {
      const origin = encodeURIComponent('https://shop.example.com');
      expect(embedded(`&parentOrigin=${origin}`, 'https://evil.example/').parentOrigin).toBeNull();
      expect(embedded('&parentOrigin=*').parentOrigin).toBeNull();
      expect(embedded('&parentOrigin=null').parentOrigin).toBeNull();
      expect(
        embedded(`&parentOrigin=${encodeURIComponent('javascript:alert(1)')}`).parentOrigin,
      ).toBeNull();
      expect(
        embedded(`&parentOrigin=${encodeURIComponent('https://shop.example.com/path')}`)
          .parentOrigin,
      ).toBeNull();
    });

    it("falls back to the referrer's origin without parentOrigin", () => {
      expect(embedded('', 'https://shop.example.com/page').parentOrigin).toBe(
        'https://shop.example.com',
      );
    });

    it('is none when the page is not embedded (no embed=1, or not in a frame)', () => {
      const origin = encodeURIComponent('https://shop.example.com');
      const search = `?key=${KEY}&parentOrigin=${origin}`;
      expect(readPageConfig(env({ search, inFrame: true })).parentOrigin).toBeNull();
      const config = readPageConfig(env({ search: `${search}&embed=1`, inFrame: false }));
      expect(config.embedded).toBe(false);
      expect(config.parentOrigin).toBeNull();
    });
  });
});
