import { describe, expect, it } from 'vitest';
import { Plural } from '@/lib/locale-types';
import enUS from './en-US';
import zhCN from './zh-CN';

type Texts = { default: object };
const featureFiles = import.meta.glob<Texts>('/src/features/*/locales/*-*.ts', { eager: true });
const navTexts = import.meta.glob<{ navText: Record<string, object> }>(
  '/src/features/*/locales/nav.ts',
  { eager: true },
);

/** Every namespace in both languages: the frame's, each feature's, and each feature's nav. */
function namespaces(): { name: string; zh: object; en: object }[] {
  const files = featureFiles;
  const list: { name: string; zh: object; en: object }[] = [
    { name: 'translation', zh: zhCN, en: enUS },
  ];
  for (const [path, module] of Object.entries(files)) {
    if (!path.endsWith('/zh-CN.ts')) continue;
    const en = files[path.replace('/zh-CN.ts', '/en-US.ts')];
    list.push({ name: path, zh: module.default, en: en?.default ?? {} });
  }
  for (const [path, module] of Object.entries(navTexts))
    list.push({ name: path, zh: module.navText['zh-CN']!, en: module.navText['en-US']! });
  return list;
}

/** `a.b.c` → the text of every leaf (both forms of a plural). */
function flatten(value: object, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, [child]);
    else if (child instanceof Plural) out.set(path, [child.one, child.other]);
    else for (const [k, v] of flatten(child as object, path)) out.set(k, v);
  }
  return out;
}

/** "{{count}} members" read as "1 members": an English count before a plural noun. */
const COUNTED_PLURAL = /\{\{count\}\}\s+(?:[a-z]+\s+)?[a-z]+s\b|\{\{count\}\} times/;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces())('texts of $name', ({ zh: zhTexts, en: enTexts }) => {
  const zh = flatten(zhTexts);
  const en = flatten(enTexts);

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect(zh.size).toBeGreaterThan(0);
  });

  it('have no empty strings', () => {
    for (const [key, texts] of [...zh, ...en])
      for (const text of texts) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation placeholders', () => {
    for (const [key, [text]] of zh)
      for (const form of en.get(key) ?? [''])
        expect(placeholders(form), key).toEqual(placeholders(text!));
  });

  it('say one of a thing in English in the singular', () => {
    for (const [key, texts] of en)
      if (texts.length === 1) expect(texts[0], key).not.toMatch(COUNTED_PLURAL);
  });
});
