import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './locale';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR, en;q=0.5', 'en-US'],
    ['en;q=0.3, zh-TW;q=0.8', 'zh-CN'],
    ['de-DE', 'zh-CN'],
    ['en;q=0, zh', 'zh-CN'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromHeader(header)).toBe(expected);
  });
});
