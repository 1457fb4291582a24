import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown';

const RICH = [
  '| Name | Score |',
  '| --- | --- |',
  '| Ann | 9 |',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  'Euler: $e^{i\\pi} + 1 = 0$',
  '',
  '$$',
  '\\int_0^1 x^2 \\, dx = \\frac{1}{3}',
  '$$',
].join('\n');

describe('Markdown', () => {
  it('shows a table, a highlighted code block with a copy button, and KaTeX math', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<Markdown content={RICH} />);

    // The first render downloads the parser, KaTeX and highlight.js: allow for it.
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Ann' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    // Display math is drawn as a formula, not shown as a code block; the markup is that of the
    // KaTeX whose stylesheet is loaded (0.19 names its boxes .katex-base).
    expect(container.querySelector('.katex-display .katex-base')).not.toBeNull();
    expect(container.querySelectorAll('[data-code-block]')).toHaveLength(1);
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(screen.getByText('ts')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('const answer: number = 42;');
    expect(await screen.findByRole('button', { name: '已复制' })).toBeTruthy();
  }, 20_000);

  it('shows the text plainly until the renderer has loaded, then renders it', async () => {
    // A fresh module graph: nothing of the renderer has been downloaded yet.
    vi.resetModules();
    const fresh = await import('./Markdown');
    const { container } = render(<fresh.Markdown content={'**bold** and $x$'} />);
    expect(container.textContent).toBe('**bold** and $x$');
    expect(container.querySelector('strong')).toBeNull();
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
  });

  it('never renders HTML or script links from the model', async () => {
    const hostile = [
      'Look <img src=x onerror=alert(1)> here',
      '',
      '<script>alert(1)</script>',
      '',
      '[bad](javascript:alert(1)) [worse](data:text/html,hi) [fine](https://example.com)',
      '',
      '![pic](https://tracker.example/p.png?secret=1)',
      '',
      '| a |',
      '| - |',
      '| one<br>two <b>bold</b> |',
    ].join('\n');
    const { container } = render(<Markdown content={hostile} />);
    const fine = await screen.findByRole('link', { name: 'fine' });

    expect(fine.getAttribute('href')).toBe('https://example.com');
    expect(fine.getAttribute('target')).toBe('_blank');
    expect(fine.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    // The markup is shown as the text the model wrote.
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('b')).toBeNull();
    // Only <br> becomes an element (models use it in table cells).
    expect(container.querySelectorAll('td br')).toHaveLength(1);
    // Images are not fetched: they become a plain link to open on purpose.
    expect(screen.getByRole('link', { name: 'pic' }).getAttribute('rel')).toContain('nofollow');
  });

  it('renders an unfinished code fence as code while streaming', async () => {
    const { container, rerender } = render(
      <Markdown content={'Intro\n\n```js\nlet a = 1'} streaming />,
    );
    await screen.findByRole('button', { name: '复制' });
    expect(container.querySelector('pre code')?.textContent).toBe('let a = 1\n');

    rerender(<Markdown content={'Intro\n\n```js\nlet a = 1;\nlet b = 2;\n```\n\nDone'} />);
    expect(container.querySelector('pre code')?.textContent).toBe('let a = 1;\nlet b = 2;\n');
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('shows a mermaid block as its source while it is still streaming', async () => {
    const { container } = render(
      <Markdown content={'```mermaid\ngraph TD\n  A --> B'} streaming />,
    );
    await screen.findByRole('button', { name: '复制' });
    expect(container.querySelector('pre code')?.textContent).toContain('A --> B');
  });

  it('shows a diagram that does not parse as its source with a note', async () => {
    const { container } = render(<Markdown content={'```mermaid\nthis is not a diagram\n```'} />);
    expect(
      await screen.findByText('图表无法解析，下面是它的源码', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toContain('this is not a diagram');
  }, 20_000);
});
