import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'cs0123456789abcdefghijKL';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The loader as a site's page runs it: its script tag, then the script itself. */
async function runLoader(answers: (() => Promise<Response>)[]) {
  const tag = document.createElement('script');
  tag.src = 'https://studio.example/embed.js';
  tag.setAttribute('data-key', KEY);
  document.body.appendChild(tag);
  const fetch = vi.fn(() => (answers.shift() ?? answers.at(-1)!)());
  vi.stubGlobal('fetch', fetch);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.resetModules();
  await import('./loader');
  return { fetch, warn };
}

const launcher = () =>
  document.querySelector('[data-miaoyu-bot]')?.shadowRoot?.querySelector('.launcher') ?? null;

describe('the embed loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.MiaoyuBot;
    document.body.innerHTML = '';
  });

  it.each([
    [403, 'BOT_ORIGIN_NOT_ALLOWED'],
    [403, 'BOT_KEY_EXPIRED'],
    [404, 'BOT_KEY_INVALID'],
  ])('shows nothing on a refused key (%i %s) and warns once', async (status, code) => {
    const { warn } = await runLoader([async () => json(status, { code, message: '…' })]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toContain(code);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(document.querySelector('[data-miaoyu-bot]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows the launcher when the studio cannot be reached, and takes it away once refused', async () => {
    const { fetch, warn } = await runLoader([
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => json(503, { code: 'UNAVAILABLE', message: '…' }),
      async () => json(404, { code: 'BOT_KEY_INVALID', message: '…' }),
    ]);
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(launcher()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(document.querySelector('[data-miaoyu-bot]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('draws the bot in its look once an unreachable studio answers', async () => {
    const { fetch } = await runLoader([
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => json(200, { primaryColor: '#00B42A', title: '小妙', position: 'left' }),
    ]);
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(launcher()?.getAttribute('aria-label')).toBe('小妙');
    expect(document.querySelectorAll('[data-miaoyu-bot]')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
