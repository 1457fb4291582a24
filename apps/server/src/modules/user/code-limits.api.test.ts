import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

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
  });
});
