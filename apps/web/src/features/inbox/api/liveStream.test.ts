import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { followLiveStream, RECONNECT_DELAYS_MS } from './liveStream';

const schemas = { changed: z.object({ sessionId: z.string() }) };
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live streams', () => {
  it('hand over valid events, and reconnect with back-off after drops and failures', async () => {
    vi.useFakeTimers();
    const answers = [
      () =>
        streamOf([sse('changed', { sessionId: '31' }), sse('changed', { bad: 1 }), ': ping\n\n']),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('oops', { status: 502 }),
      () => streamOf([sse('changed', { sessionId: '32' })]),
    ];
    const fetchStub = vi.fn(async () =>
      (answers.shift() ?? (() => new Promise<never>(() => {})))(),
    );
    vi.stubGlobal('fetch', fetchStub);
    const events: unknown[] = [];
    const opens: boolean[] = [];
    const controller = new AbortController();
    let paths = 0;
    const done = followLiveStream({
      path: () => `/v1/orgs/7/inbox/events?n=${(paths += 1)}`,
      schemas,
      onEvent: (event) => events.push(event.data),
      onOpen: (reconnected) => opens.push(reconnected),
      signal: controller.signal,
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ sessionId: '31' }]);
    // Dropped: wait 1 s; failed: 2 s more; failed again: 5 s more.
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1]!);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[2]!);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    expect(events).toEqual([{ sessionId: '31' }, { sessionId: '32' }]);
    expect(opens).toEqual([false, true]);
    const [url, init] = fetchStub.mock.calls[3] as unknown as [string, RequestInit];
    expect(url).toContain('n=4');
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');

    controller.abort();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await done;
  });

  it('gives up on an answer another attempt would not change', async () => {
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: '不存在', code: 'NOT_FOUND' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    await followLiveStream({
      path: () => '/v1/orgs/7/inbox/31/events?after=0',
      schemas,
      onEvent: () => {},
      signal: new AbortController().signal,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
