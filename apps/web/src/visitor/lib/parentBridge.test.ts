import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedMessage } from '@miaoyu/contracts/bot-constants';
import { parentBridge } from './parentBridge';

const PARENT = 'https://shop.example.com';

/** A window whose parent is another (fake) window, as inside the loader's iframe. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window;
  const deliver = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win, parent, deliver, listeners };
}

afterEach(() => vi.restoreAllMocks());

describe('parentBridge', () => {
  it('posts to the given parent origin only, never to "*"', () => {
    const { win, parent } = framedWindow();
    parentBridge(win, PARENT).tell({ source: 'miaoyu-bot', type: 'close' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'miaoyu-bot', type: 'close' },
      PARENT,
    );
  });

  it('posts nothing without a known origin or outside a frame', () => {
    const { win, parent } = framedWindow();
    parentBridge(win, null).tell({ source: 'miaoyu-bot', type: 'close' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    const post = vi.spyOn(window, 'postMessage');
    parentBridge(window, PARENT).tell({ source: 'miaoyu-bot', type: 'close' });
    expect(post).not.toHaveBeenCalled();
  });

  it("hears only the parent window at the parent's origin, with the loader's messages", () => {
    const { win, deliver, listeners } = framedWindow();
    const heard: EmbedMessage[] = [];
    const stop = parentBridge(win, PARENT).listen((message) => heard.push(message));
    deliver({ source: 'miaoyu-bot', type: 'open' }, PARENT);
    deliver({ source: 'miaoyu-bot', type: 'close' }, 'https://evil.example');
    deliver({ source: 'miaoyu-bot', type: 'close' }, PARENT, {});
    deliver({ source: 'other', type: 'close' }, PARENT);
    deliver({ source: 'miaoyu-bot', type: 'unread', count: -1 }, PARENT);
    deliver('miaoyu-bot:close', PARENT);
    expect(heard).toEqual([{ source: 'miaoyu-bot', type: 'open' }]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
