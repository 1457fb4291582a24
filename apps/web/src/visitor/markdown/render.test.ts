import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { draw } from '../test/draw';
import { renderMarkdown } from './render';
import { safeImageUrl } from './urls';

const drawSource = (source: string) => draw(h('div', null, renderMarkdown(source)));

describe('renderMarkdown', () => {
  it('renders GFM: emphasis, lists, tables, code, strikethrough, task lists', () => {
    const page = drawSource(
      '**bold** _it_ ~~gone~~ `code`\n\n- a\n- [x] done\n\n| h | i |\n|:-|-:|\n| 1 | 2 |\n\n```js\nlet a = 1;\n```',
    );
    expect(page.querySelector('strong')?.textContent).toBe('bold');
    expect(page.querySelector('em')?.textContent).toBe('it');
    expect(page.querySelector('del')?.textContent).toBe('gone');
    expect(page.querySelectorAll('ul > li')).toHaveLength(2);
    expect(page.querySelector<HTMLInputElement>('li input[type=checkbox]')?.checked).toBe(true);
    expect(page.querySelector<HTMLElement>('th')?.style.textAlign).toBe('left');
    expect(page.querySelector<HTMLElement>('td:last-child')?.style.textAlign).toBe('right');
    expect(page.querySelector('pre code.language-js')?.textContent).toBe('let a = 1;');
    // A tight list's items hold their text directly, not in paragraphs.
    expect(page.querySelector('li p')).toBeNull();
  });

  it('keeps raw HTML and scripts as text', () => {
    const page = drawSource(
      '<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> <b>bold</b> <iframe src="https://evil.example"></iframe>',
    );
    expect(page.querySelector('script, img, b, iframe')).toBeNull();
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(page.innerHTML).not.toContain('<script');
  });

  it('turns only <br> into a line break', () => {
    const page = drawSource('| a |\n|---|\n| one<br>two |');
    expect(page.querySelector('td br')).not.toBeNull();
  });

  it('drops javascript:, data: and relative links, and opens web links in a new tab', () => {
    const page = drawSource(
      '[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi) [w](/v1/users/1) [ok](https://example.com/a) [mail](mailto:a@example.com)',
    );
    const links = Array.from(page.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'mailto:a@example.com',
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
      expect(a.rel).toContain('noreferrer');
    }
    expect(page.textContent).toContain('x');
  });

  it('links bare web addresses, leaving closing punctuation and code alone', () => {
    const page = drawSource(
      '见 https://example.com/doc。 Or (https://example.org/x). `https://code.example`',
    );
    expect(Array.from(page.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/doc',
      'https://example.org/x',
    ]);
    expect(page.querySelector('code')?.textContent).toBe('https://code.example');
  });

  it('resolves reference links through the same rules', () => {
    const page = drawSource(
      '[good][1] and [bad][2]\n\n[1]: https://example.com\n[2]: javascript:alert(1)',
    );
    expect(Array.from(page.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
    ]);
  });

  it('shows images only from our files or https; others become links or text', () => {
    const page = drawSource(
      '![ours](/v1/files/abc123) ![web](https://cdn.example/a.png) ![plain](http://cdn.example/b.png) ![inline](data:image/png;base64,AAAA)',
    );
    const images = Array.from(page.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/v1/files/abc123',
      'https://cdn.example/a.png',
    ]);
    expect(images[1]!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(page.querySelector('a[href="http://cdn.example/b.png"]')?.textContent).toBe('plain');
    expect(page.innerHTML).not.toContain('data:image');
  });
});

describe('safeImageUrl', () => {
  it('takes our files and https only', () => {
    expect(safeImageUrl('/v1/files/abc')).toBe('/v1/files/abc');
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    for (const url of [
      '/v1/files/../users/1',
      '/v1/users/1',
      '//evil.example/a.png',
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '/v1/files/',
    ])
      expect(safeImageUrl(url), url).toBeUndefined();
  });
});
