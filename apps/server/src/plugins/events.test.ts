import { describe, expect, it } from 'vitest';
import { ModuleEventBus } from './events';

function bus() {
  const errors: { detail: Record<string, unknown>; msg: string }[] = [];
  const log = {
    error: (detail: Record<string, unknown>, msg: string) => errors.push({ detail, msg }),
  };
  return { events: new ModuleEventBus(log as never), errors };
}

describe('module events', () => {
  it('runs every handler of the event with its payload, and waits for them', async () => {
    const { events } = bus();
    const done: string[] = [];
    events.on('member.removed', async ({ userId }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(`slow ${userId}`);
    });
    events.on('member.removed', ({ orgId, reason }) => {
      done.push(`quick ${orgId} ${reason}`);
    });
    events.on('user.banned', () => {
      done.push('another event');
    });
    await events.emit('member.removed', { orgId: 7n, userId: 9n, reason: 'left' });
    expect(done.sort()).toEqual(['quick 7 left', 'slow 9']);
  });

  it('logs a failing handler and runs the others; the emitter is not failed', async () => {
    const { events, errors } = bus();
    const done: bigint[] = [];
    events.on('org.deleted', () => {
      throw new Error('broken');
    });
    events.on('org.deleted', async () => {
      await Promise.reject(new Error('broken too'));
    });
    events.on('org.deleted', ({ orgId }) => {
      done.push(orgId);
    });
    await expect(events.emit('org.deleted', { orgId: 12n })).resolves.toBeUndefined();
    expect(done).toEqual([12n]);
    expect(errors.map((e) => [e.msg, e.detail.event, e.detail.payload])).toEqual([
      ['event handler failed', 'org.deleted', { orgId: '12' }],
      ['event handler failed', 'org.deleted', { orgId: '12' }],
    ]);
  });

  it('from a job: runs every handler, then fails with the first failure so the job is tried again', async () => {
    const { events } = bus();
    const done: string[] = [];
    events.on('scene.retry-due', async () => {
      await Promise.reject(new Error('database away'));
    });
    events.on('scene.retry-due', ({ conversation }) => {
      done.push(conversation);
    });
    await expect(
      events.emitFromJob('scene.retry-due', { orgId: 1n, conversation: 'bot:3' }),
    ).rejects.toThrow('database away');
    expect(done).toEqual(['bot:3']);
    await expect(
      new ModuleEventBus({ error: () => {} } as never).emitFromJob('scene.retry-due', {
        orgId: 1n,
        conversation: 'bot:3',
      }),
    ).resolves.toBeUndefined();
  });

  it('emits to nobody without handlers', async () => {
    const { events, errors } = bus();
    await events.emit('user.deleted', { userId: 1n, orgIds: [2n] });
    expect(errors).toEqual([]);
  });
});
