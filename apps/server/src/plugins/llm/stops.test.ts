import { describe, expect, it } from 'vitest';
import { StopRegistry } from './stops';

describe('StopRegistry (one instance, no Redis)', () => {
  it('aborts a running answer with the reason stop, once', async () => {
    const stops = new StopRegistry(null, 'chan');
    await stops.start();
    const controller = new AbortController();
    stops.add('1', controller);
    await stops.stop('1');
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe('stop');
    await stops.stop('1');
    expect(controller.signal.reason).toBe('stop');
  });

  it('ignores unknown and finished answers', async () => {
    const stops = new StopRegistry(null, 'chan');
    const controller = new AbortController();
    stops.add('2', controller);
    stops.remove('2');
    await stops.stop('2');
    await stops.stop('404');
    expect(controller.signal.aborted).toBe(false);
  });

  it('gives running answers the grace period, then aborts the rest with the reason shutdown', async () => {
    const stops = new StopRegistry(null, 'chan');
    const quick = new AbortController();
    const slow = new AbortController();
    stops.add('quick', quick);
    stops.add('slow', slow);
    // The slow one ends only once aborted, as an answer does when its store follows the abort.
    slow.signal.addEventListener('abort', () => stops.remove('slow'));
    setTimeout(() => stops.remove('quick'), 20);
    await stops.close(200);
    expect(quick.signal.aborted).toBe(false);
    expect(slow.signal.reason).toBe('shutdown');
  });

  it('closes at once when no answer runs', async () => {
    const stops = new StopRegistry(null, 'chan');
    const started = Date.now();
    await stops.close(60_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('hands off every answer that can be followed from what is stored, and only those', () => {
    const stops = new StopRegistry(null, 'chan');
    const handedOff: string[] = [];
    stops.add('stored', new AbortController(), () => handedOff.push('stored'));
    stops.add('stateless', new AbortController());
    stops.handOffAll();
    expect(handedOff).toEqual(['stored']);
  });
});
