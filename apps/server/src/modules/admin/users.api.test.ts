import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { MEMBER_MENU } from '../../../test/menus';

describe.each(DATABASE_KINDS)('platform admin on %s', (kind) => {
  const t = useTestApp(kind, {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SEED_DEMO: 'true',
  });
  const as = (authorization: string) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) }),
  });

  it('searches users by phone or nickname, with wildcards taken literally', async () => {
    const admin = as((await t.signIn('13800000001')).authorization);
    await t.signIn('13400000001');
    const byPhone = (await admin.get('/v1/admin/users?q=134000')).json();
    expect(byPhone.list.map((u: { phone: string }) => u.phone)).toEqual(['13400000001']);
    const byName = (await admin.get(`/v1/admin/users?q=${encodeURIComponent('演示')}`)).json();
    expect(byName.total).toBe(2);
    expect((await admin.get('/v1/admin/users?q=%25')).json().total).toBe(0);
    expect((await admin.get('/v1/admin/users?limit=1')).json()).toMatchObject({
      total: expect.any(Number),
    });
    expect((await admin.get('/v1/admin/users?limit=1')).json().list).toHaveLength(1);
  });

  it('bans with a reason: tokens stop at once and stay revoked after unban; both are audited', async () => {
    const adminAuth = (await t.signIn('13800000001')).authorization;
    const admin = as(adminAuth);
    const victim = await t.signIn('13400000002');
    expect((await as(victim.authorization).get('/v1/user/info')).statusCode).toBe(200);
    const noReason = await admin.send('POST', `/v1/admin/users/${victim.answer.id}/ban`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    const banned = await admin.send('POST', `/v1/admin/users/${victim.answer.id}/ban`, {
      reason: '发布广告',
    });
    expect(banned.json()).toMatchObject({ ban: true, banReason: '发布广告' });
    expect((await as(victim.authorization).get('/v1/user/info')).json().code).toBe('USER_BANNED');
    expect((await admin.send('POST', `/v1/admin/users/${victim.answer.id}/unban`)).json().ban).toBe(
      false,
    );
    // The ban revoked the tokens it found: unbanning does not bring them back.
    const old = await as(victim.authorization).get('/v1/user/info');
    expect([old.statusCode, old.json().code]).toEqual([401, 'TOKEN_REVOKED']);
    const again = await t.signIn('13400000002');
    expect((await as(again.authorization).get('/v1/user/info')).statusCode).toBe(200);
    const logs = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, victim.answer.id));
    expect(logs.map((l) => l.action)).toEqual(['user.ban', 'user.unban']);
    expect(logs[0]!.detail).toEqual({ reason: '发布广告' });
    expect(
      (await admin.send('POST', '/v1/admin/users/99999999/ban', { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lists organisations with owner and member count', async () => {
    const admin = as((await t.signIn('13800000001')).authorization);
    const res = (await admin.get(`/v1/admin/orgs?q=${encodeURIComponent('妙语演示')}`)).json();
    expect(res.list).toEqual([
      expect.objectContaining({
        name: '妙语演示团队',
        kind: 'team',
        memberCount: 2,
        ownerNickname: '演示管理员',
      }),
    ]);
    expect(res.total).toBe(1);
  });

  it("edits a role's menu, which /api/user/menu then answers, and resets it", async () => {
    const admin = as((await t.signIn('13800000001')).authorization);
    const member = as((await t.signIn('13800000002')).authorization);
    const before = (await admin.get('/v1/admin/menus')).json();
    expect(before.roles.find((r: { role: string }) => r.role === 'user')).toMatchObject({
      custom: false,
    });
    const unknown = await admin.send('PUT', '/v1/admin/menus/user', { items: [{ key: 'nope' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].msg).toBe('菜单中有未知的页面');
    const saved = await admin.send('PUT', '/v1/admin/menus/user', {
      items: [{ key: 'dashboard' }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await member.send('POST', '/api/user/menu')).json()).toEqual([{ key: 'dashboard' }]);
    await admin.send('DELETE', '/v1/admin/menus/user');
    expect((await member.send('POST', '/api/user/menu')).json()).toEqual(MEMBER_MENU);
  });
});
