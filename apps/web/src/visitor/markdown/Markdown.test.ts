import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { draw } from '../test/draw';
import { looksLikeMarkdown, Markdown } from './Markdown';

const drawMarkdown = (content: string) => draw(h(Markdown, { content }));

describe('Markdown', () => {
  it('shows plain text as typed, without loading the parser', () => {
    expect(looksLikeMarkdown('您好，请问有什么可以帮您？\n第二行')).toBe(false);
    const page = drawMarkdown('您好 <b>x</b>\n第二行');
    expect(page.querySelector('.md-plain')?.textContent).toBe('您好 <b>x</b>\n第二行');
    expect(page.querySelector('b')).toBeNull();
  });

  it('renders Markdown once the parser has loaded, as text until then', async () => {
    const page = drawMarkdown('**bold** <script>alert(1)</script>');
    expect(page.textContent).toContain('**bold**');
    await expect
      .poll(() => page.querySelector('strong')?.textContent, { timeout: 5000 })
      .toBe('bold');
    expect(page.querySelector('script')).toBeNull();
  });
});
