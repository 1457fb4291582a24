import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { authHeader, useTestApp } from '../../../test/harness';
import { smsCodes } from '../../db/schema';
import type { SmsFailureKind } from '../../plugins/sms/provider';
import { SMS_WORLDS, type SmsWorld } from '../../../test/sms/providers';
import { secondsUntilBeijingMidnight } from './sms-failure';

const cases = DATABASE_KINDS.flatMap((kind) =>
  (Object.keys(SMS_WORLDS) as (keyof typeof SMS_WORLDS)[]).map(
    (provider) => [kind, provider] as const,
  ),
);

const REFUSED_NUMBERS: Record<SmsFailureKind, string> = {
  phone_invalid: '13800002001',
  phone_daily_limit: '13800002002',
  phone_too_frequent: '13800002003',
  unavailable: '13800002004',
  uncertain: '13800002005',
};

describe.each(cases)('sign-in codes by SMS on %s through %s', (kind, provider) => {
  let world: SmsWorld;
  beforeAll(async () => {
    world = await SMS_WORLDS[provider]();
  });
  afterAll(() => world.close());
  const t = useTestApp(kind, () => ({
    ...world.env,
    SMS_RESEND_SECONDS: '60',
    SMS_PHONE_HOURLY_LIMIT: '2',
    SMS_IP_HOURLY_LIMIT: '1000',
    SMS_TIMEOUT_MS: '500',
  }));
  const send = (phone: string, locale = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      headers: { 'accept-language': locale },
      payload: { phone },
    });

  it('texts the code, which signs the person in; the log has the request id, never the code', async () => {
    const sent = await send('+86 138 0000 1001');
    expect(sent.statusCode).toBe(200);
    expect(world.sends('13800001001')).toBe(1);
    const code = world.lastCode('13800001001')!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone: '13800001001', code },
    });
    expect(login.statusCode).toBe(200);
    const line = t.logs.lines.findLast((l) => l.msg === 'sms sent');
    expect(line).toMatchObject({ provider, phone: '138****1001' });
    expect(String(line?.requestId)).toMatch(/^[0-9a-fA-F-]{36}$/);
    expect(JSON.stringify(t.logs.lines)).not.toContain(code);
  });

  it('sends a +1 number only in a form the provider cannot read as a mainland mobile', async () => {
    const asked = world.requests();
    const res = await send('+1 (312) 555-0100', 'en-US');
    if (provider === 'aliyun') {
      // Its only international form, 13125550100, is a mainland mobile to Aliyun: refused.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SMS_PHONE_INVALID' });
      expect(world.requests()).toBe(asked);
    } else {
      expect(res.statusCode).toBe(200);
      expect(world.sends('+13125550100')).toBe(1);
    }
    expect(world.sends('13125550100')).toBe(0);
    // Mainland numbers with +86 still go as before.
    expect((await send('+86 139 0000 1007')).statusCode).toBe(200);
    expect(world.sends('13900001007')).toBe(1);
  });

  it('applies our own limits before the provider is asked', async () => {
    expect((await send('13800001002')).statusCode).toBe(200);
    const asked = world.requests();
    const again = await send('13800001002');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('SMS_RESEND_TOO_SOON');
    expect(world.requests()).toBe(asked);
  });

  it.each([
    ['phone_invalid', 400, 'SMS_PHONE_INVALID', '该号码无法接收短信', 'This number cannot receive'],
    [
      'phone_daily_limit',
      429,
      'SMS_DAILY_LIMIT',
      '今日获取验证码次数已达上限',
      'try again tomorrow',
    ],
    ['phone_too_frequent', 429, 'SMS_PHONE_TOO_FREQUENT', '过于频繁', 'too often'],
    ['unavailable', 503, 'SMS_SEND_FAILED', '短信服务暂时不可用', 'unavailable right now'],
  ] as const)(
    'answers a %s refusal with %i %s, in Chinese and English, and burns nothing',
    async (refusal, status, code, chinese, english) => {
      const number = REFUSED_NUMBERS[refusal];
      world.refuse(number, refusal);
      const zh = await send(number);
      expect(zh.statusCode).toBe(status);
      expect(zh.json()).toMatchObject({ code });
      expect(zh.json().message).toContain(chinese);
      const en = await send(number, 'en-US');
      expect(en.statusCode).toBe(status);
      expect(en.json().message).toContain(english);
      if (refusal === 'phone_too_frequent') expect(zh.headers['retry-after']).toMatch(/^(30|60)$/);
      if (refusal === 'phone_daily_limit') {
        const wait = Number(zh.headers['retry-after']);
        expect(Math.abs(wait - secondsUntilBeijingMidnight())).toBeLessThan(5);
      }
      const failed = t.logs.lines.findLast((l) => String(l.msg).startsWith('sms ') && l.phone);
      expect(failed).toMatchObject({ kind: refusal, provider });
      expect(failed?.requestId).toBeTruthy();
      expect(failed?.level).toBe(refusal === 'unavailable' ? 50 : 40);
      // Nothing was burned: had the two refused tries started the resend wait or used the
      // hourly budget of 2, this send would be refused.
      world.refuse(number, undefined);
      expect((await send(number)).statusCode).toBe(200);
      expect(world.sends(number)).toBe(1);
    },
  );

  it.each([
    ['does not answer in time', (on: boolean) => world.hang(on)],
    [
      'cannot say whether it sent',
      (on: boolean) => world.refuse('13800001003', on ? 'uncertain' : undefined),
    ],
  ])(
    'keeps the code valid and counted when the provider %s: the message may arrive late',
    async (_, trouble) => {
      trouble(true);
      const started = Date.now();
      const res = await send('13800001003');
      trouble(false);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SMS_SEND_UNCERTAIN' });
      expect(res.json().message).toContain('可能延迟送达');
      expect(res.headers['retry-after']).toBe('60');
      // Asking again at once would risk a second message; the resend wait applies.
      const again = await send('13800001003');
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('SMS_RESEND_TOO_SOON');
      await t.app.db.delete(smsCodes).where(eq(smsCodes.phone, '13800001003'));
    },
  );

  it('lets a late message sign in, even after a later send surely failed', async () => {
    world.slow(1_200);
    const late = await send('13800001006');
    world.slow(0);
    expect(late.json().code).toBe('SMS_SEND_UNCERTAIN');
    await expect.poll(() => world.lastCode('13800001006'), { timeout: 5_000 }).toMatch(/^\d{6}$/);
    const code = world.lastCode('13800001006')!;
    // After the resend wait, another try that the provider refuses outright is undone...
    await t.app.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.phone, '13800001006'));
    world.refuse('13800001006', 'unavailable');
    expect((await send('13800001006')).json().code).toBe('SMS_SEND_FAILED');
    world.refuse('13800001006', undefined);
    // ...and the code that did arrive still works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone: '13800001006', code },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the new-number code of a signed-in user through the provider too', async () => {
    expect((await send('13800001004')).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone: '13800001004', code: world.lastCode('13800001004') },
    });
    const authorization = authHeader(login.json().id, login.json().session.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/phone/sendCode',
      headers: { authorization },
      payload: { phone: '13800001005' },
    });
    expect(res.statusCode).toBe(200);
    expect(world.lastCode('13800001005')).toMatch(/^\d{6}$/);
  });
});
