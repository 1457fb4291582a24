import { describe, expect, it } from 'vitest';
import type { SaleChat, SalePic } from '@miaoyu/contracts/sales';
import { movePic, pickPictures, readingView } from './reading';

const pic = (id: string, state: SalePic['state'], error: string | null = null): SalePic => ({
  id,
  url: `/v1/files/${id}`,
  name: `${id}.png`,
  width: 1080,
  height: 2340,
  position: Number(id),
  state,
  error,
  errorMessage: error ? '这张图里没有找到聊天气泡' : null,
  turns: [],
});

const chatWith = (pics: SalePic[], reading: Partial<SaleChat['reading']> = {}): SaleChat =>
  ({
    id: '1',
    editable: true,
    pics,
    turns: [],
    suggestions: [],
    reading: {
      state: 'idle',
      done: 0,
      total: 0,
      error: null,
      errorMessage: null,
      startedAt: null,
      finishedAt: null,
      ...reading,
    },
  }) as unknown as SaleChat;

describe('readingView', () => {
  it('goes from uploading to starting to reading with progress, then done', () => {
    const fresh = chatWith([pic('1', 'new'), pic('2', 'new')]);
    expect(readingView(fresh, 'uploading').phase).toBe('uploading');
    expect(readingView(fresh, 'starting').phase).toBe('starting');
    const queued = readingView(chatWith(fresh.pics, { state: 'queued', total: 2 }), 'idle');
    expect(queued).toMatchObject({
      phase: 'reading',
      done: 0,
      total: 2,
      percent: 0,
      canRead: false,
    });
    const half = readingView(
      chatWith([pic('1', 'done'), pic('2', 'reading')], { state: 'reading', done: 1, total: 2 }),
      'idle',
    );
    expect(half).toMatchObject({ phase: 'reading', done: 1, total: 2, percent: 50 });
    const done = readingView(
      chatWith([pic('1', 'done'), pic('2', 'done')], { state: 'done', done: 2, total: 2 }),
      'idle',
    );
    expect(done).toMatchObject({ phase: 'done', failed: [], unread: [], canRead: true });
  });

  it('names the pictures that failed and offers to read them again', () => {
    const view = readingView(
      chatWith([pic('1', 'done'), pic('2', 'failed', 'SALE_PIC_NO_CHAT')], {
        state: 'done',
        done: 2,
        total: 2,
      }),
      'idle',
    );
    expect(view.failed.map((p) => p.id)).toEqual(['2']);
    expect(view.unread.map((p) => p.id)).toEqual(['2']);
    expect(view.canRead).toBe(true);
  });

  it('shows a failed reading, and never offers reading to a reader who may not change the chat', () => {
    const failed = chatWith([pic('1', 'failed')], {
      state: 'failed',
      error: 'SALE_READER_UNAVAILABLE',
    });
    expect(readingView(failed, 'idle').phase).toBe('failed');
    expect(readingView({ ...failed, editable: false }, 'idle').canRead).toBe(false);
    expect(readingView(chatWith([]), 'idle').canRead).toBe(false);
  });
});

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('pickPictures', () => {
  it('refuses other types and what does not fit, in batches of nine', () => {
    const files = [
      ...Array.from({ length: 10 }, (_, i) => file(`${i}.png`, 'image/png')),
      file('a.gif', 'image/gif'),
      file('b.webp', 'image/webp'),
    ];
    const picked = pickPictures(files, 9);
    // 20 per chat: 9 there, room for 11.
    expect(picked.accepted).toHaveLength(11);
    expect(picked.batches.map((b) => b.length)).toEqual([9, 2]);
    expect(picked.rejected).toEqual([{ name: 'a.gif', problem: 'type' }]);
    expect(pickPictures([file('c.png', 'image/png')], 20).rejected).toEqual([
      { name: 'c.png', problem: 'limit' },
    ]);
  });
});

describe('movePic', () => {
  it('swaps a picture with its neighbour and leaves the ends alone', () => {
    const pics = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(movePic(pics, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movePic(pics, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movePic(pics, 'a', -1)).toEqual(['a', 'b', 'c']);
  });
});
