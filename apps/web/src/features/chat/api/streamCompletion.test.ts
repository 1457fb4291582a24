import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@miaoyu/contracts';
import { HttpError } from '@/lib/http';
import { readEventStream, streamCompletion } from './streamCompletion';

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

describe('SSE client', () => {
  it('hands over events split across chunks and skips keep-alive comments', async () => {
    const text =
      ': keep-alive\n\n' +
      sse('start', { questionId: '1', answerId: '2', model: 'stub-model' }) +
      sse('delta', { content: '你好' }) +
      ': keep-alive\n\n' +
      sse('delta', { content: ', world' }) +
      sse('usage', { promptTokens: 3, completionTokens: 4 }) +
      sse('done', { answerId: '2', state: 'done' });
    // Cut everywhere, even inside a multi-byte character.
    const bytes = new TextEncoder().encode(text);
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.slice(i, i + 7));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        pieces.forEach((piece) => controller.enqueue(piece));
        controller.close();
      },
    });
    const events: ChatStreamEvent[] = [];
    const finished = await readEventStream(body, (event) => events.push(event));
    expect(finished).toBe(true);
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'usage', 'done']);
    const text2 = events.flatMap((e) => (e.event === 'delta' ? [e.data.content] : [])).join('');
    expect(text2).toBe('你好, world');
  });

  it('ends with an error event carrying the readable message', async () => {
    const events: ChatStreamEvent[] = [];
    const finished = await readEventStream(
      streamOf([
        sse('start', { questionId: '1', answerId: '2', model: 'm' }),
        sse('delta', { content: 'part' }),
        'event: error\ndata: {"message":"模型服务不可用","code":"MODEL_ERROR",',
        '"answerId":"2"}\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(finished).toBe(true);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: '模型服务不可用', code: 'MODEL_ERROR', answerId: '2' },
    });
  });

  it('says when the stream was cut before its last event, and skips unknown or bad events', async () => {
    const events: ChatStreamEvent[] = [];
    const finished = await readEventStream(
      streamOf([
        sse('mystery', {}),
        'event: delta\ndata: not json\n\n',
        sse('delta', { content: 'a' }),
      ]),
      (event) => events.push(event),
    );
    expect(finished).toBe(false);
    expect(events).toEqual([{ event: 'delta', data: { content: 'a' } }]);
  });

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
