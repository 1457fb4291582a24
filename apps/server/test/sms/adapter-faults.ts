import pino from 'pino';
import { expect, it } from 'vitest';
import { guardedSms } from '../../src/plugins/sms/guarded-sms';
import { SmsFailure, type SmsProvider } from '../../src/plugins/sms/provider';

/** The failure a send ended with; fails the test if it succeeded or threw something else. */
export async function refusalOf(send: Promise<unknown>): Promise<SmsFailure> {
  const error = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsFailure);
  return error as SmsFailure;
}

/**
 * What every adapter must do when its provider cannot be reached: a stub that never answers ends
 * within the timeout as `uncertain` (the request left), a refused connection as `unavailable`.
 */
export function itHandlesAnUnreachableProvider(world: {
  /** The adapter, built with SMS_TIMEOUT_MS=timeoutMs against the stub. */
  adapter: () => SmsProvider;
  timeoutMs: number;
  hang: (on: boolean) => void;
  /** The adapter pointed at a port where nothing listens. */
  adapterAtClosedPort: () => Promise<SmsProvider>;
}) {
  it('gives up on a provider that does not answer, within the timeout', async () => {
    world.hang(true);
    try {
      const guarded = guardedSms(world.adapter(), pino({ level: 'silent' }), world.timeoutMs);
      const started = Date.now();
      const failure = await refusalOf(guarded.sendCode('13800000006', '123456', 300));
      // The request went out: the message may yet be sent.
      expect(failure.kind).toBe('uncertain');
      expect(['NO_ANSWER', 'TIMEOUT']).toContain(failure.providerCode);
      expect(Date.now() - started).toBeLessThan(world.timeoutMs + 2_000);
    } finally {
      world.hang(false);
    }
  });

  it('reports an endpoint that refuses connections as unavailable: nothing was sent', async () => {
    const nowhere = await world.adapterAtClosedPort();
    expect(await refusalOf(nowhere.sendCode('13800000007', '123456', 300))).toMatchObject({
      kind: 'unavailable',
      providerCode: 'NOT_CONNECTED',
    });
  });
}
