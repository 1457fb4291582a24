import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { looksLikeMarkdown, Markdown } from './Markdown';

// Only what the tests drew goes: other files' roots (Arco's notices) live on the same page.
const drawn: HTMLElement[] = [];
afterEach(() => {
  for (const container of drawn.splice(0)) {
    render(null, container);
    container.remove();
  }
});

function draw(content: string): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  drawn.push(container);
  render(h(Markdown, { content }), container);
  return container;
}

describe('Markdown', () => {
  it('shows plain text as typed, without loading the parser', () => {
    expect(looksLikeMarkdown('您好，请问有什么可以帮您？\n第二行')).toBe(false);
    const page = draw('您好 <b>x</b>\n第二行');
    expect(page.querySelector('.md-plain')?.textContent).toBe('您好 <b>x</b>\n第二行');
    expect(page.querySelector('b')).toBeNull();
  });

  it('renders Markdown once the parser has loaded, as text until then', async () => {
    const page = draw('**bold** <script>alert(1)</script>');
    expect(page.textContent).toContain('**bold**');
    await expect
      .poll(() => page.querySelector('strong')?.textContent, { timeout: 5000 })
      .toBe('bold');
    expect(page.querySelector('script')).toBeNull();
  });
});
