import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { expectedMenu, MEMBER_MENU, USER_MENU } from '../../../test/menus';

describe.each(DATABASE_KINDS)('studio shell endpoints on %s', (kind) => {
  const t = useTestApp(kind, {
    SEED_DEMO: 'true',
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '50',
  });
  const call = (method: 'GET' | 'POST', url: string, authorization?: string) =>
    t.app.inject({ method, url, headers: authorization ? { authorization } : {} });

  describe('POST /api/user/menu', () => {
    it("answers the menu of the caller's role", async () => {
      const admin = await t.signIn('13800000001');
      const member = await t.signIn('13800000002');
      const adminMenu = await call('POST', '/api/user/menu', admin.authorization);
      expect(adminMenu.statusCode).toBe(200);
      expect(adminMenu.json()).toEqual(expectedMenu('admin'));
      const memberMenu = await call('POST', '/api/user/menu', member.authorization);
      // A member of the demo team is not offered the bots' logs, which need helper managers.
      expect(memberMenu.json()).toEqual(MEMBER_MENU);
      // In their personal org they own (as a new user is), they read their bots' logs.
      const newcomer = await t.signIn('13800000077');
      expect((await call('POST', '/api/user/menu', newcomer.authorization)).json()).toEqual(
        USER_MENU,
      );
    });

    it('needs a token', async () => {
      expect((await call('POST', '/api/user/menu')).statusCode).toBe(401);
    });
  });

  describe('GET /v1/workplace/overview', () => {
    it('answers true zeros and a 30-day series for a team with nothing in it yet', async () => {
      // A newcomer's own team (the demo team has the demo samples).
      const { authorization } = await t.signIn('13800000079');
      const res = await call('GET', '/v1/workplace/overview', authorization);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.timeZone).toBe('Asia/Shanghai');
      expect(body.stats).toEqual({
        conversationsThisWeek: 0,
        messagesThisWeek: 0,
        tokensThisWeek: 0,
        helpers: 0,
        visitorsToday: 0,
      });
      expect(body.dailyMessages).toHaveLength(30);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
        new Date(),
      );
      expect(body.dailyMessages.at(-1)).toEqual({ date: today, count: 0 });
      expect(body.recentConversations).toEqual([]);
      expect(body.announcements).toEqual([]);
    });

    it("counts the organisation's chats and lists the caller's own conversations", async () => {
      const member = await t.signIn('13800000002');
      const outsider = await t.signIn('13900000077');
      const headers = { authorization: member.authorization };
      const session = await t.app.inject({
        method: 'POST',
        url: '/v1/chat/sessions',
        headers,
        payload: { title: '周报' },
      });
      const { sessionId } = session.json();
      const answer = await t.app.inject({
        method: 'POST',
        url: `/v1/chat/users/${member.answer.id}/sessions/${sessionId}/completions`,
        headers,
        payload: { prompt: '你好' },
      });
      expect(answer.body).toContain('event: done');

      const body = (await call('GET', '/v1/workplace/overview', member.authorization)).json();
      expect(body.stats).toMatchObject({ conversationsThisWeek: 1, messagesThisWeek: 2 });
      expect(body.dailyMessages.at(-1).count).toBe(2);
      expect(body.recentConversations).toEqual([
        expect.objectContaining({ id: sessionId, title: '周报' }),
      ]);
      // The admin shares the demo team: same counts, none of the member's conversations.
      const admin = await t.signIn('13800000001');
      const adminView = (await call('GET', '/v1/workplace/overview', admin.authorization)).json();
      expect(adminView.stats.messagesThisWeek).toBe(2);
      expect(adminView.recentConversations).toEqual([]);
      // Someone in another organisation sees nothing of it.
      const other = (await call('GET', '/v1/workplace/overview', outsider.authorization)).json();
      expect(other.stats.messagesThisWeek).toBe(0);
    });

    it('needs a token', async () => {
      expect((await call('GET', '/v1/workplace/overview')).statusCode).toBe(401);
    });
  });

  describe('GET /v1/admin/system', () => {
    it('answers platform admins with status and masked settings', async () => {
      const { authorization } = await t.signIn('13800000001');
      const res = await call('GET', '/v1/admin/system', authorization);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.database).toEqual({ kind, up: true });
      expect(body.redis).toBe('off');
      expect(body.users).toBeGreaterThanOrEqual(2);
      expect(body.organisations).toBeGreaterThanOrEqual(3);
      expect(body.settings).toContainEqual({ name: 'SMS_PROVIDER', value: 'console' });
      expect(body.sms).toBe('console');
    });

    it('lists the background-job queues with their counts', async () => {
      const { authorization } = await t.signIn('13800000001');
      const sent = await t.app.jobs.send(
        'knowledge.remove-org-files',
        { orgId: '999999' },
        { startAfter: 3600 },
      );
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
      const res = await call('GET', '/v1/admin/system', authorization);
      expect(res.statusCode).toBe(200);
      const queue = (res.json().queues as { name: string; waiting: number; failed: number }[]).find(
        (q) => q.name === 'knowledge.remove-org-files',
      );
      expect(queue?.waiting).toBe(1);
      expect(queue?.failed).toBe(0);
    });

    it('refuses everyone else', async () => {
      const member = await t.signIn('13800000002');
      const res = await call('GET', '/v1/admin/system', member.authorization);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await call('GET', '/v1/admin/system')).statusCode).toBe(401);
    });
  });
});
