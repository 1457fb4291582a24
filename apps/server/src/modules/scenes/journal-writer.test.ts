import { describe, expect, it } from 'vitest';
import type { NodeJournalEntry } from './engine/run-scene';
import { journalWriter } from './journal-writer';

const line = (nodeId: string, status: NodeJournalEntry['status'], iteration?: number) =>
  ({ nodeId, status, iteration, type: 'template', attempt: 1 }) as NodeJournalEntry;

describe('the journal writer', () => {
  it('writes while lines come in, each node’s latest line once a batch, and settles after all', async () => {
    const batches: string[][] = [];
    let release!: () => void;
    const writer = journalWriter(
      async (entries) => {
        batches.push(entries.map((e) => `${e.nodeId}#${e.iteration ?? 0}:${e.status}`));
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
      },
      () => undefined,
    );
    writer.add(line('start', 'running'));
    // While the first write is out: later lines replace earlier ones of the same node and pass.
    writer.add(line('start', 'done'));
    writer.add(line('price', 'running', 0));
    writer.add(line('price', 'running', 1));
    writer.add(line('price', 'done', 0));
    const settled = writer.settled();
    release();
    await settled;
    expect(batches).toEqual([
      ['start#0:running'],
      ['start#0:done', 'price#1:running', 'price#0:done'],
    ]);
    await expect(writer.settled()).resolves.toBeUndefined();
  });

  it('goes on after a write fails, reporting it', async () => {
    const errors: unknown[] = [];
    const written: string[] = [];
    const writer = journalWriter(
      async (entries) => {
        if (entries[0]!.nodeId === 'bad') throw new Error('db down');
        written.push(...entries.map((e) => e.nodeId));
      },
      (error) => errors.push(error),
    );
    writer.add(line('bad', 'done'));
    writer.add(line('good', 'done'));
    await writer.settled();
    expect(errors).toHaveLength(1);
    expect(written).toEqual(['good']);
  });
});
