import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('OneAtATime', () => {
  it('starts a task only when the one before it has settled, in the order they asked', async () => {
    const serial = new OneAtATime();
    const events: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((n) => serial.run(task(n))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('goes on after a task that failed, and the failure reaches only its caller', async () => {
    const serial = new OneAtATime();
    const failed = serial.run(async () => {
      await tick();
      throw new Error('disk full');
    });
    const next = serial.run(async () => 'written');
    await expect(failed).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('written');
  });
});
