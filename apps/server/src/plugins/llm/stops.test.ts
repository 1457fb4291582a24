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

  it('aborts every running answer on close with the reason shutdown', async () => {
    const stops = new StopRegistry(null, 'chan');
    const a = new AbortController();
    const b = new AbortController();
    stops.add('a', a);
    stops.add('b', b);
    await stops.close();
    expect([a.signal.reason, b.signal.reason]).toEqual(['shutdown', 'shutdown']);
  });
});
