import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { formatMessage } from '@miaoyu/contracts';
import {
  auditLogs,
  chatMessages,
  chatSessions,
  feedbacks,
  organisations,
  users,
} from './db/schema';
import { audit } from './lib/audit';
import { CHAT_TEST_ENV } from '../test/chat';
import { DATABASE_KINDS } from '../test/databases';
import { authHeader, useTestApp } from '../test/harness';
import { multipart } from '../test/multipart';

/** 2^63 (one past bigint) and a 20-digit id. */
const TOO_BIG = ['9223372036854775808', '99999999999999999999'];
const NUL = formatMessage('zh-CN', 'validation.nul');
const BAD_ID = formatMessage('zh-CN', 'validation.id');

function expect422(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json<{ code: string; detail: { msg: string }[] }>();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.detail.map((d) => d.msg)).toContain(message);
}

describe.each(DATABASE_KINDS)('ids and text a database cannot hold, on %s', (kind) => {
  const t = useTestApp(kind, { ...CHAT_TEST_ENV, SEED_DEMO: 'true' });
  // The demo admin: platform admin and owner of the demo team, so no permission check answers first.
  const admin = { id: '', orgId: '', authorization: '' };
  let memberId = '';
  let sessionId = '';

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send = (method: Method, url: string, payload?: object | string, headers = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { authorization: admin.authorization, ...headers },
    });
  const userRow = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(users)
        .where(eq(users.id, BigInt(id)))
    )[0]!;
  const countOf = (table: typeof feedbacks | typeof organisations | typeof chatSessions) =>
    t.app.db.$count(table);
  const messagesOfSession = () =>
    t.app.db.$count(chatMessages, eq(chatMessages.sessionId, BigInt(sessionId)));

  beforeAll(async () => {
    const signed = await t.signIn('13800000001');
    Object.assign(admin, {
      id: signed.answer.id,
      orgId: signed.answer.orgId,
      authorization: signed.authorization,
    });
    memberId = (await t.signIn('13800000002')).answer.id;
    sessionId = (await send('POST', '/v1/chat/sessions', { title: '会话' })).json().sessionId;
  });

  describe('ids past 2^63 - 1', () => {
    it.each(TOO_BIG)('%s in a path answers 422', async (id) => {
      const paths: [Method, string][] = [
        ['GET', `/v1/orgs/${id}`],
        ['GET', `/v1/orgs/${id}/members`],
        ['GET', `/v1/chat/sessions/${id}`],
        ['GET', `/v1/chat/users/${admin.id}/sessions/${id}/completions`],
        ['DELETE', `/v1/completions/${id}`],
        ['POST', `/v1/admin/users/${id}/unban`],
        ['POST', `/v1/admin/feedbacks/${id}/close`],
      ];
      for (const [method, url] of paths) expect422(await send(method, url), BAD_ID);
    });

    it('the largest bigint is a well-formed id that does not exist: 404', async () => {
      expect((await send('GET', '/v1/orgs/9223372036854775807')).statusCode).toBe(404);
      expect((await send('GET', '/v1/chat/sessions/9223372036854775807')).statusCode).toBe(404);
    });

    it.each(TOO_BIG)('%s as regenerateId answers 422 and stores nothing', async (id) => {
      const before = await messagesOfSession();
      const res = await send(
        'POST',
        `/v1/chat/users/${admin.id}/sessions/${sessionId}/completions`,
        {
          prompt: '再答一次',
          regenerateId: id,
        },
      );
      expect422(res, BAD_ID);
      expect(await messagesOfSession()).toBe(before);
    });

    it.each(TOO_BIG)(
      '%s as the current organisation answers 422 and changes nothing',
      async (id) => {
        expect422(await send('POST', '/v1/user/currentOrg', { orgId: id }), BAD_ID);
        expect(String((await userRow(admin.id)).currentOrgId)).toBe(admin.orgId);
      },
    );

    it.each(TOO_BIG)('%s as the user id of a token answers 401', async (id) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/user/info',
        headers: { authorization: authHeader(id, 'x'.repeat(43)) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    });
  });

  describe('U+0000 is refused with 422 and nothing is stored', () => {
    it('in a nickname', async () => {
      expect422(
        await send('POST', `/v1/user/${admin.id}/profile`, { nickname: '小\u0000妙' }),
        NUL,
      );
      expect((await userRow(admin.id)).nickname).toBe('演示管理员');
    });

    it('in feedback, sent as JSON, form-encoded or multipart', async () => {
      expect422(await send('POST', '/v1/feedbacks', { type: 'bug', content: '坏了\u0000' }), NUL);
      expect422(
        await send('POST', '/v1/feedbacks', { type: 'bug', content: 'ok', contact: '\u0000' }),
        NUL,
      );
      const form = 'type=bug&content=%E5%9D%8F%00';
      const formType = { 'content-type': 'application/x-www-form-urlencoded' };
      expect422(await send('POST', '/v1/feedbacks', form, formType), NUL);
      const parts = multipart({ type: 'bug', content: 'a\u0000b' });
      expect422(await send('POST', '/v1/feedbacks', parts.payload, parts.headers), NUL);
      expect(await countOf(feedbacks)).toBe(0);
    });

    it('in search keywords', async () => {
      expect422(await send('GET', `/v1/users/${admin.id}/chat/session?keyword=%00`), NUL);
      expect422(await send('GET', '/v1/admin/users?q=a%00'), NUL);
      expect422(await send('GET', '/v1/admin/orgs?q=%00'), NUL);
    });

    it('in a chat prompt, title or instruction', async () => {
      const before = await messagesOfSession();
      const ask = `/v1/chat/users/${admin.id}/sessions/${sessionId}/completions`;
      expect422(await send('POST', ask, { prompt: '你好\u0000' }), NUL);
      expect(await messagesOfSession()).toBe(before);
      const sessions = await countOf(chatSessions);
      expect422(await send('POST', '/v1/chat/sessions', { title: '标\u0000题' }), NUL);
      expect(await countOf(chatSessions)).toBe(sessions);
      expect422(await send('PUT', '/v1/chat/sessions', { sessionId, title: '\u0000' }), NUL);
      expect422(await send('PUT', '/v1/chat/sessions', { sessionId, topic: 'a\u0000' }), NUL);
      const [session] = await t.app.db
        .select()
        .from(chatSessions)
        .where(eq(chatSessions.id, BigInt(sessionId)));
      expect(session).toMatchObject({ title: '会话', topic: '' });
    });

    it('in an organisation name', async () => {
      const orgs = await countOf(organisations);
      expect422(await send('POST', '/v1/orgs', { name: '团\u0000队' }), NUL);
      expect422(await send('PATCH', `/v1/orgs/${admin.orgId}`, { name: '\u0000' }), NUL);
      expect(await countOf(organisations)).toBe(orgs);
    });

    it('in a ban reason', async () => {
      const res = await send('POST', `/v1/admin/users/${memberId}/ban`, { reason: '广告\u0000' });
      expect422(res, NUL);
      expect((await userRow(memberId)).ban).toBe(false);
      expect(await t.app.db.$count(auditLogs, eq(auditLogs.action, 'user.ban'))).toBe(0);
    });
  });

  describe('lone surrogates are replaced by U+FFFD and stored', () => {
    it('in a nickname', async () => {
      const res = await send('POST', `/v1/user/${admin.id}/profile`, { nickname: '小妙\uD800' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().nickname).toBe('小妙\uFFFD');
      expect((await userRow(admin.id)).nickname).toBe('小妙\uFFFD');
    });

    it('in a chat title and feedback', async () => {
      const created = await send('POST', '/v1/chat/sessions', { title: '\uDC00标题😀' });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().title).toBe('\uFFFD标题😀');
      const sent = await send('POST', '/v1/feedbacks', { type: 'bug', content: '反馈\uD83D' });
      expect(sent.statusCode, sent.body).toBe(200);
      const [row] = await t.app.db.select().from(feedbacks);
      expect(row!.content).toBe('反馈\uFFFD');
    });

    it('in a ban reason, the audit log (jsonb) included', async () => {
      const res = await send('POST', `/v1/admin/users/${memberId}/ban`, { reason: '广告\uD83D' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await userRow(memberId)).banReason).toBe('广告\uFFFD');
      const [entry] = await t.app.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'user.ban'), eq(auditLogs.targetId, memberId)));
      expect(entry!.detail).toEqual({ reason: '广告\uFFFD' });
      expect((await send('POST', `/v1/admin/users/${memberId}/unban`)).statusCode).toBe(200);
    });
  });

  it('the audit log stores what jsonb cannot hold as U+FFFD, whoever calls it', async () => {
    await audit(t.app.db, {
      actorUserId: BigInt(admin.id),
      action: 'test.detail',
      targetType: 'user',
      targetId: BigInt(admin.id),
      detail: { text: 'a\u0000b\uD800', list: ['\uDC00'], nested: { 'k\uD800': 'ok' } },
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'test.detail'));
    expect(entry!.detail).toEqual({
      text: 'a\uFFFDb\uFFFD',
      list: ['\uFFFD'],
      nested: { 'k\uFFFD': 'ok' },
    });
  });
});
