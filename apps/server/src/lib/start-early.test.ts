import { describe, expect, it } from 'vitest';
import { startEarly } from './start-early';

describe('startEarly', () => {
  it('runs the first step at once, then yields everything in order', async () => {
    const log: string[] = [];
    async function* steps() {
      log.push('first step');
      yield 1;
      log.push('second step');
      yield 2;
    }
    const started = startEarly(steps());
    expect(log).toEqual(['first step']);
    const seen: number[] = [];
    for await (const value of started) seen.push(value);
    expect(seen).toEqual([1, 2]);
    expect(log).toEqual(['first step', 'second step']);
  });

  it('throws a failure of the first step only when read, never as an unhandled rejection', async () => {
    // eslint-disable-next-line require-yield
    async function* failing(): AsyncGenerator<number> {
      throw new Error('refused');
    }
    const started = startEarly(failing());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(
      (async () => {
        for await (const value of started) return value;
      })(),
    ).rejects.toThrow('refused');
  });
});
