import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { authHeader, useTestApp, type TestApp } from '../../../test/harness';
import { issueToken } from '../../plugins/auth/tokens';
import { createUserWithPersonalOrg } from './repo';

/** A signed-in user made directly, so that signing in sends no code and counts nothing. */
async function signedInHeader(app: TestApp['app'], phone: string) {
  const user = await createUserWithPersonalOrg(app.db, { phone, nickname: phone });
  const { token } = await issueToken(app.db, user.id, 1, {});
  return authHeader(user.id.toString(), token);
}

/** The two routes that send a code: sign-in, and a new number for a signed-in user. */
const sendVia =
  (
    app: TestApp['app'],
    authorization: string,
    route: 'signIn' | 'newPhone',
    remoteAddress?: string,
  ) =>
  (phone: string) =>
    app.inject({
      method: 'POST',
      ...(remoteAddress ? { remoteAddress } : {}),
      url: route === 'signIn' ? '/v1/user/sendCode' : '/v1/user/phone/sendCode',
      payload: { phone },
      ...(route === 'newPhone' ? { headers: { authorization } } : {}),
    });

describe.each(DATABASE_KINDS)('sign-in code limits on %s', (kind) => {
  describe('resend interval and per-phone limit', () => {
    const t = useTestApp(kind, { SMS_RESEND_SECONDS: '60', SMS_PHONE_HOURLY_LIMIT: '2' });
    const send = (phone: string) =>
      t.app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });

    it('cannot re-send within 60 s', async () => {
      expect((await send('13700000001')).statusCode).toBe(200);
      const again = await send('+8613700000001');
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('SMS_RESEND_TOO_SOON');
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(again.json().message).toContain(`${retryAfter} 秒`);
      // Only one code went out.
      expect(
        t.logs.lines.filter((l) => l.msg === 'sms code' && l.phone === '13700000001'),
      ).toHaveLength(1);
    });

    it('limits codes per phone per hour', async () => {
      const { smsCodes } = await import('../../db/schema');
      const { eq } = await import('drizzle-orm');
      const backdate = () =>
        t.app.db
          .update(smsCodes)
          .set({ createdAt: new Date(Date.now() - 120_000) })
          .where(eq(smsCodes.phone, '13700000002'));
      expect((await send('13700000002')).statusCode).toBe(200);
      await backdate();
      expect((await send('13700000002')).statusCode).toBe(200);
      await backdate();
      const third = await send('13700000002');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    });
  });

  describe('per-IP limit', () => {
    const t = useTestApp(kind, { SMS_IP_HOURLY_LIMIT: '3' });

    it('answers 429 after the limit, for any phone', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/user/sendCode',
          payload: { phone: `1360000000${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('RATE_LIMITED');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('per-IP limit behind a proxy', () => {
    const t = useTestApp(kind, { TRUST_PROXY: 'true', SMS_IP_HOURLY_LIMIT: '2' });
    const sendFrom = (address: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/sendCode',
        headers: { 'x-forwarded-for': address },
        payload: { phone },
      });

    it('counts every address of one IPv6 /64 together, another /64 apart', async () => {
      // One client owns the whole /64, so a new address in it must not get a new allowance.
      expect((await sendFrom('2001:db8:1:2::1', '13600000031')).statusCode).toBe(200);
      expect((await sendFrom('2001:db8:1:2:ffff::9', '13600000032')).statusCode).toBe(200);
      const refused = await sendFrom('2001:0db8:0001:0002:abcd:1:2:3', '13600000033');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect((await sendFrom('2001:db8:1:3::1', '13600000034')).statusCode).toBe(200);
      expect(t.logs.lines.filter((l) => l.msg === 'sms code')).toHaveLength(3);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
      expect((await sendFrom('198.51.100.7', '13600000041')).statusCode).toBe(200);
      expect((await sendFrom('::ffff:198.51.100.7', '13600000042')).statusCode).toBe(200);
      expect((await sendFrom('198.51.100.7', '13600000043')).statusCode).toBe(429);
      // Mapped addresses are not one /64: another IPv4 client has its own allowance.
      expect((await sendFrom('::ffff:198.51.100.8', '13600000044')).statusCode).toBe(200);
    });
  });

  describe('one per-IP counter for every route that sends a code', () => {
    const t = useTestApp(kind, { SMS_IP_HOURLY_LIMIT: '20' });

    it('counts sign-in codes and new-phone codes together', async () => {
      const authorization = await signedInHeader(t.app, '13500000999');
      const signIn = sendVia(t.app, authorization, 'signIn');
      const newPhone = sendVia(t.app, authorization, 'newPhone');
      const statuses = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await signIn(`135000001${String(i).padStart(2, '0')}`)).statusCode);
        statuses.push((await newPhone(`135000002${String(i).padStart(2, '0')}`)).statusCode);
      }
      expect(statuses).toEqual(Array(20).fill(200));
      for (const route of [signIn, newPhone]) {
        const refused = await route('13500000300');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('RATE_LIMITED');
      }
      expect(t.logs.lines.filter((l) => l.msg === 'sms code')).toHaveLength(20);
    });
  });

  describe('one per-phone counter for every route that sends a code', () => {
    const t = useTestApp(kind, { SMS_RESEND_SECONDS: '0', SMS_PHONE_HOURLY_LIMIT: '2' });

    it('counts codes to one number together, whichever route sent them', async () => {
      const authorization = await signedInHeader(t.app, '13500000998');
      const signIn = sendVia(t.app, authorization, 'signIn');
      const newPhone = sendVia(t.app, authorization, 'newPhone');
      expect((await signIn('13500000400')).statusCode).toBe(200);
      expect((await newPhone('13500000400')).statusCode).toBe(200);
      for (const route of [signIn, newPhone]) {
        const refused = await route('13500000400');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('RATE_LIMITED');
      }
    });
  });

  describe.runIf(process.env.TEST_REDIS_URL)('per-IP limit shared through Redis', () => {
    const shared = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `miaoyu-test-${randomBytes(6).toString('hex')}:`,
      SMS_IP_HOURLY_LIMIT: '2',
    };
    const first = useTestApp(kind, shared);
    const second = useTestApp(kind, shared);

    it('counts requests to two instances together', async () => {
      const send = (app: typeof first.app, phone: string) =>
        app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });
      expect((await send(first.app, '13600000011')).statusCode).toBe(200);
      expect((await send(second.app, '13600000012')).statusCode).toBe(200);
      const third = await send(first.app, '13600000013');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    });

    it('counts both code routes on both instances together', async () => {
      // The previous test spent 127.0.0.1's allowance: this one comes from another address.
      const remoteAddress = '127.0.0.2';
      const newPhone = sendVia(
        first.app,
        await signedInHeader(first.app, '13600000020'),
        'newPhone',
        remoteAddress,
      );
      const signIn = sendVia(second.app, '', 'signIn', remoteAddress);
      expect((await newPhone('13600000021')).statusCode).toBe(200);
      expect((await signIn('13600000022')).statusCode).toBe(200);
      expect((await newPhone('13600000023')).statusCode).toBe(429);
      expect((await signIn('13600000024')).statusCode).toBe(429);
    });
  });
});
