import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { toMarkdown } from './exportMarkdown';

const messages = [
  { role: 'user' as const, content: '什么是 **KaTeX**？' },
  { role: 'assistant' as const, content: '一个数学排版库：\n\n```js\nkatex.render("x")\n```\n' },
  { role: 'user' as const, content: 'Thanks' },
];

describe('toMarkdown', () => {
  it('writes the title and every message in order under headings in the UI language', () => {
    expect(toMarkdown('数学', messages)).toBe(
      [
        '# 数学',
        '',
        '## 用户',
        '',
        '什么是 **KaTeX**？',
        '',
        '## 助手',
        '',
        '一个数学排版库：',
        '',
        '```js',
        'katex.render("x")',
        '```',
        '',
        '## 用户',
        '',
        'Thanks',
        '',
      ].join('\n'),
    );
  });

  it('uses English headings in English', async () => {
    await i18n.changeLanguage('en-US');
    const text = toMarkdown('Maths', messages.slice(0, 2));
    expect(text.startsWith('# Maths\n\n## User\n\n')).toBe(true);
    expect(text).toContain('\n## Assistant\n\n');
  });
});

describe('exportMarkdown', () => {
  it('downloads the document as <title>.md', async () => {
    const { exportMarkdown } = await import('./exportMarkdown');
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:md';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });

    exportMarkdown('周报: 草稿', messages.slice(0, 1));

    expect(names).toEqual(['周报_ 草稿.md']);
    expect(await saved!.text()).toBe('# 周报: 草稿\n\n## 用户\n\n什么是 **KaTeX**？\n');
  });
});
