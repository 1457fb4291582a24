import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedSms } from './guarded-sms';
import { SmsFailure, type SmsProvider } from './provider';

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const provider = (sendCode: SmsProvider['sendCode']): SmsProvider => ({ name: 'stub', sendCode });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('every send through one door', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a sent message with the request id and the number masked, never the code', async () => {
    const { log, lines } = capturedLog();
    const sms = guardedSms(
      provider(async () => ({ requestId: 'req-1' })),
      log,
      1_000,
    );
    await sms.sendCode('13800001234', '918273', 300);
    await settled();
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'sms sent',
        provider: 'stub',
        requestId: 'req-1',
        phone: '138****1234',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('918273');
  });

  it('ends a send that never settles at its deadline', async () => {
    vi.useFakeTimers();
    const { log, lines } = capturedLog();
    const sms = guardedSms(
      provider(() => new Promise(() => undefined)),
      log,
      2_000,
    );
    const sent = sms.sendCode('13800001234', '918273', 300).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_999);
    await vi.advanceTimersByTimeAsync(2);
    // It may still reach the person: the answer must not say it was not sent.
    expect(await sent).toMatchObject({ kind: 'uncertain', providerCode: 'TIMEOUT' });
    vi.useRealTimers();
    await settled();
    expect(lines.at(-1)).toMatchObject({ msg: 'sms failed', level: 50, providerCode: 'TIMEOUT' });
  });

  it('turns an adapter fault into unavailable, logging its name and not its message', async () => {
    const { log, lines } = capturedLog();
    const sms = guardedSms(
      provider(async () => {
        throw new TypeError('bad request to /?TemplateParam={"code":"918273"}');
      }),
      log,
      1_000,
    );
    const failure = await sms.sendCode('13800001234', '918273', 300).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsFailure);
    expect(failure).toMatchObject({ kind: 'unavailable', providerCode: 'ADAPTER_ERROR' });
    await settled();
    expect(lines.at(-1)).toMatchObject({ msg: 'sms failed', errorName: 'TypeError' });
    expect(JSON.stringify(lines)).not.toContain('918273');
  });

  it('logs a refusal the person can act on as a warning', async () => {
    const { log, lines } = capturedLog();
    const refusal = new SmsFailure({
      kind: 'phone_invalid',
      provider: 'stub',
      providerCode: 'BAD_NUMBER',
      requestId: 'req-2',
    });
    const sms = guardedSms(
      provider(() => Promise.reject(refusal)),
      log,
      1_000,
    );
    await expect(sms.sendCode('13800001234', '918273', 300)).rejects.toBe(refusal);
    await settled();
    expect(lines.at(-1)).toMatchObject({
      msg: 'sms refused',
      level: 40,
      requestId: 'req-2',
      kind: 'phone_invalid',
    });
  });
});
