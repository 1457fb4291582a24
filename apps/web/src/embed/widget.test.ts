import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetOptions } from './options';
import { mountWidget, type Widget } from './widget';

const KEY = 'cs0123456789abcdefghijKL';
const STUDIO = 'https://studio.example';

const widgets: Widget[] = [];
afterEach(() => widgets.splice(0).forEach((widget) => widget.destroy()));

function mount(look = {}) {
  const widget = mountWidget(
    window,
    widgetOptions(
      { studioOrigin: STUDIO, key: KEY, position: null, color: null, lang: null },
      look,
    ),
  );
  widgets.push(widget);
  const find = <T extends Element>(selector: string) => widget.root.querySelector<T>(selector)!;
  return {
    widget,
    find,
    launcher: find<HTMLButtonElement>('.launcher'),
    wrap: find<HTMLElement>('.wrap'),
  };
}

/** A message from `source` at `origin`, as the browser delivers it. */
function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

/**
 * Opens the panel and stands in for the chat's window (jsdom gives an iframe in a shadow root
 * none): the messages it receives, and the `source` of the ones it sends.
 */
function openChat(widget: Widget) {
  widget.open();
  const chat = { postMessage: vi.fn() };
  Object.defineProperty(widget.root.querySelector('iframe')!, 'contentWindow', { value: chat });
  return chat;
}

describe('the embed widget', () => {
  it('draws a launcher in its own shadow root, in the bot colour, with no iframe until opened', () => {
    const { widget, launcher, wrap } = mount({
      primaryColor: '#00B42A',
      title: '售后',
      launcherIcon: 'headset',
    });
    expect(widget.root).toBeInstanceOf(ShadowRoot);
    expect(document.querySelector('[data-miaoyu-bot]')).not.toBeNull();
    expect(document.querySelector('.launcher')).toBeNull();
    expect(launcher.getAttribute('aria-label')).toBe('售后');
    expect(wrap.style.getPropertyValue('--c')).toBe('#00B42A');
    expect(wrap.classList.contains('right')).toBe(true);
    expect(widget.root.querySelector('iframe')).toBeNull();
  });

  it("has a close button of its own in the panel, whatever the chat shows, in the chat's language", () => {
    const { widget, find, wrap } = mount();
    const closer = find<HTMLButtonElement>('.panel .close');
    expect(closer.getAttribute('aria-label')).toBe('关闭');
    widget.open();
    expect(wrap.classList.contains('open')).toBe(true);
    closer.click();
    expect(wrap.classList.contains('open')).toBe(false);
  });

  it('opens the chat in an iframe on click and toggles it', () => {
    const { widget, launcher, wrap } = mount();
    launcher.click();
    const frame = widget.root.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${STUDIO}/chat`);
    expect(src.searchParams.get('embed')).toBe('1');
    expect(src.searchParams.get('parentOrigin')).toBe(window.location.origin);
    expect(wrap.classList.contains('open')).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    launcher.click();
    expect(wrap.classList.contains('open')).toBe(false);
    launcher.click();
    expect(widget.root.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('tells the chat when it opens and closes, at the studio origin only', () => {
    const { widget } = mount();
    const chat = openChat(widget);
    widget.close();
    widget.open();
    expect(chat.postMessage.mock.calls).toEqual([
      [{ source: 'miaoyu-bot', type: 'close' }, STUDIO],
      [{ source: 'miaoyu-bot', type: 'open' }, STUDIO],
    ]);
  });

  it("closes when the chat asks, and shows the chat's unread count while closed", () => {
    const { widget, launcher, wrap, find } = mount();
    const chat = openChat(widget);
    post({ source: 'miaoyu-bot', type: 'close' }, STUDIO, chat);
    expect(wrap.classList.contains('open')).toBe(false);
    post({ source: 'miaoyu-bot', type: 'unread', count: 3 }, STUDIO, chat);
    const badge = find<HTMLElement>('.badge');
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
    post({ source: 'miaoyu-bot', type: 'unread', count: 12 }, STUDIO, chat);
    expect(badge.textContent).toBe('9+');
    launcher.click();
    expect(badge.hidden).toBe(true);
  });

  it('ignores messages from other origins, other windows and other shapes', () => {
    const { widget, wrap } = mount();
    const chat = openChat(widget);
    post({ source: 'miaoyu-bot', type: 'close' }, 'https://evil.example', chat);
    post({ source: 'miaoyu-bot', type: 'close' }, STUDIO, window);
    post({ source: 'someone', type: 'close' }, STUDIO, chat);
    post('close', STUDIO, chat);
    post({ source: 'miaoyu-bot', type: 'close' }, STUDIO, null);
    expect(wrap.classList.contains('open')).toBe(true);
    post({ source: 'miaoyu-bot', type: 'close' }, STUDIO, chat);
    expect(wrap.classList.contains('open')).toBe(false);
  });
});
