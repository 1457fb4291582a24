import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@miaoyu/contracts/chat';
import { readEventStream } from './event-stream';

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
});
