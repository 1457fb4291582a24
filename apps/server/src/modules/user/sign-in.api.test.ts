import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgMembers, organisations, smsCodes, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('phone-code sign-in on %s', (kind) => {
  const t = useTestApp(kind, { SMS_RESEND_SECONDS: '0', SMS_PHONE_HOURLY_LIMIT: '100' });
  const send = (phone: string) =>
    t.app.inject({ method: 'POST', url: '/v1/user/sendCode', payload: { phone } });
  const login = (phone: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByPhone',
      payload: { phone, code },
      headers,
    });

  it('sends a 6-digit code through the console provider and stores only its hash', async () => {
    const res = await send('+86 139 0000 0001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resendAfter: 0, expiresIn: 300 });
    const code = t.lastCode('13900000001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, '13900000001'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      code,
    );
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeCloseTo(300_000, -3);
  });

  it('signs up a new phone with a personal organisation and answers the user record', async () => {
    await send('13900000002');
    const res = await login('+8613900000002', t.lastCode('13900000002'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      phone: '13900000002',
      nickname: '用户0002',
      role: 'user',
      ban: false,
      avatar: '',
      session: { token: expect.stringMatching(/^[\w-]{40,}$/) },
    });
    expect(body.id).toMatch(/^\d+$/);
    expect(body.orgId).toMatch(/^\d+$/);
    expect(new Date(body.session.expiresAt).getTime() - Date.now()).toBeGreaterThan(
      29 * 86_400_000,
    );
    expect(body.permissions).toContain('org:manage');
    const [org] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, BigInt(body.orgId)));
    expect(org).toMatchObject({ kind: 'personal' });
    expect(org!.code.length).toBeGreaterThanOrEqual(10);
    const members = await t.app.db
      .select()
      .from(orgMembers)
      .where(eq(orgMembers.userId, BigInt(body.id)));
    expect(members).toEqual([
      expect.objectContaining({ role: 'owner', orgId: BigInt(body.orgId) }),
    ]);
  });

  it('names a new user in the language they signed up in', async () => {
    await send('13900000012');
    const english = await login('13900000012', t.lastCode('13900000012'), {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(english.json().nickname).toBe('User 0012');
    const [org] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, BigInt(english.json().orgId)));
    expect(org!.name).toBe('User 0012');
  });

  it('signs an existing user in again without creating another', async () => {
    const first = await t.signIn('13900000003');
    const second = await t.signIn('13900000003');
    expect(second.answer.id).toBe(first.answer.id);
    expect(second.answer.session.token).not.toBe(first.answer.session.token);
    const rows = await t.app.db.select().from(users).where(eq(users.phone, '13900000003'));
    expect(rows).toHaveLength(1);
  });

  it('accepts other E.164 numbers', async () => {
    const { answer } = await t.signIn('+14155552671');
    expect(answer.phone).toBe('+14155552671');
  });

  it('refuses a wrong code, and a used code', async () => {
    await send('13900000004');
    const code = t.lastCode('13900000004');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await login('13900000004', wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'SMS_CODE_WRONG', message: '验证码错误' });
    expect((await login('13900000004', code)).statusCode).toBe(200);
    const reused = await login('13900000004', code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses an expired code', async () => {
    await send('13900000005');
    await t.app.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, '13900000005'));
    const res = await login('13900000005', t.lastCode('13900000005'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses a code never sent', async () => {
    const res = await login('13900000099', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('allows 5 wrong tries, then not even the right code', async () => {
    await send('13900000006');
    const code = t.lastCode('13900000006');
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await login('13900000006', wrong)).json().code);
    expect(codes).toEqual([
      'SMS_CODE_WRONG',
      'SMS_CODE_WRONG',
      'SMS_CODE_WRONG',
      'SMS_CODE_WRONG',
      'SMS_CODE_TOO_MANY_TRIES',
    ]);
    const right = await login('13900000006', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('SMS_CODE_TOO_MANY_TRIES');
    // A new code starts a fresh count.
    await send('13900000006');
    expect((await login('13900000006', t.lastCode('13900000006'))).statusCode).toBe(200);
  });

  it('only the newest code is valid', async () => {
    await send('13900000007');
    const older = t.lastCode('13900000007');
    await send('13900000007');
    const newer = t.lastCode('13900000007');
    if (older !== newer) expect((await login('13900000007', older)).statusCode).toBe(400);
    expect((await login('13900000007', newer)).statusCode).toBe(200);
  });

  it('answers in English when asked', async () => {
    const res = await login('13900000098', '123456', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.json().message).toBe('The code has expired or was never sent; ask for a new one');
  });

  it('refuses a banned user at sign-in', async () => {
    await t.signIn('13900000008');
    await t.app.db.update(users).set({ ban: true }).where(eq(users.phone, '13900000008'));
    await send('13900000008');
    const res = await login('13900000008', t.lastCode('13900000008'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_BANNED');
  });
});
