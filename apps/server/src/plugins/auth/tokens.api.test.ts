import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_SCHEME } from '@miaoyu/contracts';
import { authTokens } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { authHeader, useTestApp } from '../../../test/harness';
import { adminSetUserBan } from '../../modules/admin/repo';

describe.each(DATABASE_KINDS)('token states on %s', (kind) => {
  const t = useTestApp(kind, { SMS_RESEND_SECONDS: '0' });
  const info = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/user/info',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('a valid token answers the user record of spec §3', async () => {
    const { answer, authorization } = await t.signIn('13500000001');
    const res = await info(authorization);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatar',
        'ban',
        'createAt',
        'id',
        'nickname',
        'orgId',
        'orgName',
        'permissions',
        'phone',
        'role',
        'tenantId',
      ].sort(),
    );
    expect(body).toMatchObject({ id: answer.id, phone: '13500000001', orgId: answer.orgId });
  });

  it('the token is stored hashed', async () => {
    const { answer } = await t.signIn('13500000002');
    const rows = await t.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, BigInt(answer.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(answer.session.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['no header', undefined, 'UNAUTHORIZED'],
    ['a wrong scheme', 'Bearer abc.def', 'TOKEN_INVALID'],
    ['no credentials', `${AUTH_SCHEME}`, 'TOKEN_INVALID'],
    ['not base64 of id:token', `${AUTH_SCHEME} !!!notbase64`, 'TOKEN_INVALID'],
    ['a forged token', authHeader('1', 'x'.repeat(43)), 'TOKEN_INVALID'],
  ])('%s answers 401', async (_name, header, code) => {
    const res = await info(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code });
  });

  it("another user's id with a real token answers 401", async () => {
    const a = await t.signIn('13500000003');
    const b = await t.signIn('13500000004');
    const res = await info(authHeader(b.answer.id, a.answer.session.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('an expired token answers 401 TOKEN_EXPIRED', async () => {
    const { answer, authorization } = await t.signIn('13500000005');
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, BigInt(answer.id)));
    const res = await info(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('logout revokes only that token', async () => {
    const first = await t.signIn('13500000006');
    const second = await t.signIn('13500000006');
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/user/logout',
      headers: { authorization: first.authorization },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const revoked = await info(first.authorization);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('TOKEN_REVOKED');
    expect((await info(second.authorization)).statusCode).toBe(200);
  });

  it('logout without a token answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/logout' });
    expect(res.statusCode).toBe(401);
  });

  it("a banned user's existing tokens answer 403 at once, and work again when unbanned", async () => {
    const { answer, authorization } = await t.signIn('13500000007');
    expect((await info(authorization)).statusCode).toBe(200);
    // The ban's own write (the admin route also revokes the tokens); by hand, see sign-in-cache.
    await adminSetUserBan(t.app.db, BigInt(answer.id), true, '发布广告');
    const res = await info(authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_BANNED', message: '该账号已被封禁' });
    await adminSetUserBan(t.app.db, BigInt(answer.id), false, '');
    expect((await info(authorization)).statusCode).toBe(200);
  });
});
