import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import type { Caller } from '../../lib/scope';
import { issueToken } from '../../plugins/auth/tokens';
import { useTestApp } from '../../../test/harness';
import { setBan } from './users.service';
import { testsOn } from '../../../test/databases';

/** Long enough for a sign-in that does not wait to finish on a busy machine. */
const WAIT_MS = 500;

/*
 * A ban and a sign-in at the same moment end as if one ran after the other, so no token issued
 * around a ban survives a later unban. PGlite runs one transaction at a time, so only PostgreSQL
 * (several connections) can interleave them.
 */
describe.skipIf(!testsOn('postgres'))('a ban racing a sign-in on postgres', () => {
  const t = useTestApp('postgres', {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SEED_DEMO: 'true',
  });
  /** The demo platform admin. */
  const ADMIN_PHONE = '13800000001';

  const liveTokens = (userId: bigint) =>
    t.app.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));

  /** The platform admin as the services see them. */
  const adminCaller = async (id: string): Promise<Caller> => {
    const [user] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, BigInt(id)));
    return { user: user!, tokenId: 0n };
  };

  it('a sign-in arriving while a ban is being written waits for it and is refused', async () => {
    const admin = await adminCaller((await t.signIn(ADMIN_PHONE)).answer.id);
    const phone = '13700000002';
    const userId = BigInt((await t.signIn(phone)).answer.id);
    await t.app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });
    const code = t.lastCode(phone);
    let signIn!: Promise<{ statusCode: number; json(): { code?: string } }>;
    let answeredDuringBan = false;
    // The real ban, run as a savepoint of a transaction held open while the sign-in arrives.
    await t.app.db.transaction(async (tx) => {
      await setBan(tx as unknown as Db, admin, userId, true, '发布广告');
      let answered = false;
      signIn = Promise.resolve(
        t.app.inject({ method: 'POST', url: '/v1/user/loginByPhone', payload: { phone, code } }),
      ).finally(() => (answered = true));
      await sleep(WAIT_MS);
      answeredDuringBan = answered;
    });
    const answer = await signIn;
    expect(answeredDuringBan).toBe(false);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('USER_BANNED');
    await setBan(t.app.db, admin, userId, false);
    expect(await liveTokens(userId)).toEqual([]);
  });

  it('a ban arriving while a token is being issued waits for it and revokes that token too', async () => {
    const admin = await t.signIn(ADMIN_PHONE);
    const userId = BigInt((await t.signIn('13700000004')).answer.id);
    let ban!: Promise<{ statusCode: number }>;
    let answeredDuringSignIn = false;
    // What a sign-in holds while it issues a token: the user row, locked for share.
    await t.app.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
      let answered = false;
      ban = Promise.resolve(
        t.app.inject({
          method: 'POST',
          url: `/v1/admin/users/${userId}/ban`,
          headers: { authorization: admin.authorization },
          payload: { reason: '发布广告' },
        }),
      ).finally(() => (answered = true));
      await sleep(WAIT_MS);
      await issueToken(tx, userId, 1, {});
      answeredDuringSignIn = answered;
    });
    expect((await ban).statusCode).toBe(200);
    expect(answeredDuringSignIn).toBe(false);
    await setBan(t.app.db, await adminCaller(admin.answer.id), userId, false);
    expect(await liveTokens(userId)).toEqual([]);
  });
});
