import { describe, expect, it } from 'vitest';
import type { AnswerPart } from '../conversation';
import { PartsQueue } from './engine/parts-queue';
import { partsInOrder } from './run-parts';

const delta = (text: string): AnswerPart => ({ type: 'delta', text });
const naming = (runId: string): AnswerPart => ({
  type: 'event',
  event: { event: 'scene-node', data: { runId, nodeId: 'greet', status: 'done' } },
});

async function collect(parts: PartsQueue<AnswerPart>, seen: AnswerPart[] = []) {
  for await (const part of parts) seen.push(part);
  return seen;
}

describe('a run’s parts before its id is known', () => {
  it('sends words at once, and holds a part naming the run with everything after it', async () => {
    const parts = new PartsQueue<AnswerPart>();
    let give!: (id: bigint) => void;
    const stream = partsInOrder(parts, new Promise<bigint>((resolve) => (give = resolve)));
    const seen: AnswerPart[] = [];
    const read = collect(parts, seen);
    stream.push(delta('您好'));
    stream.pushNaming(naming);
    stream.push(delta('，请问'));
    await new Promise((resolve) => setImmediate(resolve));
    // The first words are out; nothing after the held part has gone ahead of it.
    expect(seen).toEqual([delta('您好')]);
    give(42n);
    await stream.flushed();
    stream.pushNaming(naming);
    stream.push(delta('贵姓？'));
    parts.end();
    expect(await read).toEqual([
      delta('您好'),
      naming('42'),
      delta('，请问'),
      naming('42'),
      delta('贵姓？'),
    ]);
  });

  it('drops what it held when the run’s row could not be written', async () => {
    const parts = new PartsQueue<AnswerPart>();
    const failed = Promise.reject(new Error('insert failed'));
    const stream = partsInOrder(parts, failed);
    stream.pushNaming(naming);
    await expect(stream.flushed()).rejects.toThrow('insert failed');
    parts.end();
    expect(await collect(parts)).toEqual([]);
  });
});
