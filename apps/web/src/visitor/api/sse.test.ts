import { describe, expect, it } from 'vitest';
import { sse, streamOf } from '../test/fakes';
import { readEvents, type StreamEvent } from './sse';

describe('readEvents', () => {
  it('hands over named JSON events cut anywhere, skipping comments and bad data', async () => {
    const text =
      ': keep-alive\n\n' +
      sse('start', { questionId: '1', answerId: '2' }) +
      'data: {"unnamed":true}\n\n' +
      'event: delta\ndata: not json\n\n' +
      sse('delta', { content: '你好，世界' }) +
      sse('done', { answerId: '2', state: 'done' });
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Cut every 5 bytes: inside lines and inside multi-byte characters.
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    await readEvents(body, (event) => events.push(event));
    expect(events).toEqual([
      { event: 'start', data: { questionId: '1', answerId: '2' } },
      { event: 'delta', data: { content: '你好，世界' } },
      { event: 'done', data: { answerId: '2', state: 'done' } },
    ]);
  });

  it('rejects when the body fails midway, after the events before it', async () => {
    const events: StreamEvent[] = [];
    await expect(
      readEvents(streamOf([sse('delta', { content: 'a' })], new Error('cut')), (event) =>
        events.push(event),
      ),
    ).rejects.toThrow('cut');
    expect(events).toHaveLength(1);
  });
});
