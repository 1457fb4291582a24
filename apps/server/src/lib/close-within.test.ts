import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { closeWithin } from './close-within';

function recordingLog() {
  const warnings: string[] = [];
  const log = { warn: (_: unknown, message: string) => warnings.push(message) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

describe('closeWithin', () => {
  it('waits for a part that closes in time and says nothing', async () => {
    const { log, warnings } = recordingLog();
    let closed = false;
    await closeWithin(log, 'quick', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      closed = true;
    });
    expect(closed).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('leaves a part that hangs after its time, frees it and names it', async () => {
    const { log, warnings } = recordingLog();
    const abandon = vi.fn();
    const started = Date.now();
    await closeWithin(log, 'stuck', () => new Promise(() => {}), { ms: 50, abandon });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(abandon).toHaveBeenCalledOnce();
    expect(warnings).toEqual(['shutdown: part did not close in time; left behind']);
  });

  it('logs a part that fails and goes on', async () => {
    const { log, warnings } = recordingLog();
    await closeWithin(log, 'broken', () => Promise.reject(new Error('gone')));
    expect(warnings).toEqual(['shutdown: part failed to close']);
  });
});
