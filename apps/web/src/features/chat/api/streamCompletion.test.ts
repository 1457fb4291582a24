import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@miaoyu/contracts/chat';
import { HttpError } from '@/lib/http';
import { streamCompletion } from './streamCompletion';

/** A body that arrives in exactly these pieces. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => vi.unstubAllGlobals());

describe('chat completion stream', () => {
  it('rejects with the JSON error answered before any stream', async () => {
    window.localStorage.setItem('token', 'miaoyu-ai-studio abc');
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: '该模型不能识别图片', code: 'MODEL_NO_VISION' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const error = await streamCompletion(
      '5',
      { prompt: 'hi', options: { usingContext: true, images: ['x'] } },
      new AbortController().signal,
      () => {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toEqual({
      status: 422,
      data: { message: '该模型不能识别图片', code: 'MODEL_NO_VISION' },
    });
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('miaoyu-ai-studio abc');
  });

  it('streams an answer from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            streamOf([
              sse('delta', { content: 'ok' }),
              sse('done', { answerId: '2', state: 'done' }),
            ]),
            {
              status: 200,
              headers: { 'Content-Type': 'text/event-stream' },
            },
          ),
      ),
    );
    const events: ChatStreamEvent[] = [];
    const finished = await streamCompletion(
      '5',
      { prompt: 'hi' },
      new AbortController().signal,
      (event) => events.push(event),
    );
    expect(finished).toBe(true);
    expect(events).toHaveLength(2);
  });
});
