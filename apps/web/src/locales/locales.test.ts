import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import zhCN from './zh-CN';

/** `a.b.c` → string for every leaf. */
function flatten(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const zh = flatten(zhCN);
  const en = flatten(enUS);

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect(zh.size).toBeGreaterThan(20);
  });

  it('have no empty strings', () => {
    for (const [key, text] of [...zh, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation placeholders', () => {
    for (const [key, text] of zh)
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
