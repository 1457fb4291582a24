import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botKeys } from '../../../db/schema';
import { teamBot, visitorOf } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { useLlmStub } from '../../../../test/chat';
import { multipart } from '../../../../test/multipart';
import { deltaText, eventOrder } from '../../../../test/sse';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DATABASE_KINDS)('visitors of a bot on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  it('shows the bot, its look and its team to anyone with the key', async () => {
    const owner = await user('13911110001');
    const bot = await teamBot(t, owner, 1);
    // The description is the team's note about the helper, not something visitors are told.
    const noted = await owner.patch(`/v1/orgs/${bot.orgId}/helpers/${bot.helperId}`, {
      description: '内部备注：只处理华东仓订单',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: `/v1/case/share/info?key=${bot.key}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      name: '售后客服',
      welcome: '您好，请问有什么可以帮您？',
      suggestedQuestions: ['退货运费谁出？', '发票多久到？'],
      handoff: true,
      look: { primaryColor: '#165DFF', title: '售后客服', launcherIcon: 'chat', position: 'right' },
      team: { name: '客服团队1' },
    });
    // Never the instruction, nor the description: only what visitors are meant to see.
    expect(info.body).not.toContain('你是售后客服');
    expect(info.body).not.toContain('内部备注');
    expect(info.json()).not.toHaveProperty('description');
    for (const url of ['/v1/case/webPreviewUi', '/v1/webPreviewUi']) {
      const look = await t.app.inject({ method: 'GET', url: `${url}?key=${bot.key}` });
      expect(look.json()).toMatchObject({ title: '售后客服', primaryColor: '#165DFF' });
    }
    const team = await t.app.inject({ method: 'GET', url: `/v1/case/key/team?key=${bot.key}` });
    expect(team.json().name).toBe('客服团队1');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/case/share/info?key=csAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BOT_KEY_INVALID');
  });

  it('answers a visitor from the knowledge base, and keeps the conversation theirs', async () => {
    const owner = await user('13911110002');
    const bot = await teamBot(t, owner, 2);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    const { res, events } = await visitor.ask(sessionId, '退货运费由谁承担？');
    expect(res.statusCode, res.body).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    expect(deltaText(events).length).toBeGreaterThan(0);
    const system = llm.stub.requests.at(-1)!.messages[0]!;
    expect(String(system.content)).toContain('退货运费由买家承担');

    const page = await visitor.get(`/v1/case/sessions/${sessionId}/messages`);
    expect(page.statusCode).toBe(200);
    const list = page.json().list as { role: string; content: string; citations: unknown[] }[];
    expect(list.map((m) => m.role)).toEqual(['visitor', 'bot']);
    expect(list[1]!.citations.length).toBeGreaterThan(0);
    const mine = await visitor.get('/v1/case/sessions');
    expect(mine.json().list.map((s: { id: string }) => s.id)).toEqual([sessionId]);
    // The key says when it was last used; the conversation is one use of the helper.
    const keys = await owner.get(`/v1/orgs/${bot.orgId}/helpers/${bot.helperId}/bot-keys`);
    expect(keys.json().list[0]).toMatchObject({ conversations: 1, lastUsedAt: expect.any(String) });
    const helper = await owner.get(`/v1/orgs/${bot.orgId}/helpers/${bot.helperId}`);
    expect(helper.json().useCount).toBe(1);

    // A visitor's question has at most 2000 characters, and the answer says that number.
    const long = await visitor.ask(sessionId, '问'.repeat(2001));
    expect(long.res.statusCode).toBe(422);
    expect(long.res.json().detail[0].msg).toContain(' 2000 ');
    expect(long.res.json().detail[0].msg).not.toContain('20000');

    // Another visitor sees none of it, and cannot write into it.
    const other = await visitorOf(t, bot.key);
    expect((await other.get('/v1/case/sessions')).json().list).toEqual([]);
    expect((await other.get(`/v1/case/sessions/${sessionId}/messages`)).statusCode).toBe(404);
    expect((await other.ask(sessionId, '你好')).res.statusCode).toBe(404);
    // A forged token is refused.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/v1/case/sessions?key=${bot.key}`,
      headers: { 'x-visitor-token': `${visitor.visitorId}.AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('VISITOR_TOKEN_INVALID');
  });

  it("takes feedback only with the static authorization, on the visitor's own answers", async () => {
    const owner = await user('13911110003');
    const bot = await teamBot(t, owner, 3);
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    const { events } = await visitor.ask(sessionId, '发票多久到？');
    const answerId = (events.find((e) => e.event === 'done')!.data as { answerId: string })
      .answerId;

    const other = await visitorOf(t, bot.key);
    const refused = await other.rate(answerId, 'rating=dislike&reason=%E4%B8%8D%E5%AF%B9');
    expect(refused.statusCode).toBe(404);
    // A studio token instead of the static value is refused before anything else.
    const studio = await visitor.rate(answerId, 'rating=like', {
      authorization: owner.authorization,
    });
    expect(studio.statusCode).toBe(401);
    expect(studio.json().code).toBe('STATIC_AUTH_REQUIRED');
    const bad = await visitor.rate(answerId, 'rating=meh');
    expect(bad.statusCode).toBe(422);

    const ok = await visitor.rate(answerId, 'rating=dislike&reason=%E4%B8%8D%E5%AF%B9');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ rating: 'dislike' });
    const list = (await visitor.get(`/v1/case/sessions/${sessionId}/messages`)).json().list;
    expect(list[1].rating).toBe('dislike');
  });

  it("takes images checked by content, and attaches only the visitor's own", async () => {
    const owner = await user('13911110004');
    const bot = await teamBot(t, owner, 4);
    const visitor = await visitorOf(t, bot.key);
    const upload = (body: Buffer, filename: string, who = visitor) => {
      const form = multipart({}, [{ field: 'file', filename, contentType: 'image/png', body }]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/case/fileId?key=${bot.key}`,
        headers: { ...form.headers, ...who.headers },
        payload: form.payload,
      });
    };
    const sent = await upload(PNG, 'shot.png');
    expect(sent.statusCode, sent.body).toBe(200);
    const { fileId, attachment } = sent.json();
    expect(attachment.kind).toBe('image');
    // Readable by its code, for the visitor's page and the agent's inbox.
    expect((await t.app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(200);
    const fake = await upload(Buffer.from('MZ\x90\x00 not an image'), 'fake.png');
    expect(fake.statusCode).toBe(422);

    const other = await visitorOf(t, bot.key);
    const theirs = await other.start();
    const stolen = await other.ask(theirs, '看图', [fileId]);
    expect(stolen.res.statusCode).toBe(422);
  });

  it('suggests questions, from the bot and from the model', async () => {
    const owner = await user('13911110005');
    const bot = await teamBot(t, owner, 5);
    const visitor = await visitorOf(t, bot.key);
    const first = await visitor.post('/v1/case/qa', {});
    expect(first.json().questions).toEqual(['退货运费谁出？', '发票多久到？']);
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '退货运费谁出？');
    const next = await visitor.post('/v1/case/qa', { sessionId });
    expect(next.statusCode, next.body).toBe(200);
    const questions = next.json().questions as string[];
    expect(questions.length).toBeGreaterThan(0);
    expect(questions).not.toContain('退货运费谁出？');
  });

  it('refuses expired and revoked keys, and sites the key does not list', async () => {
    const owner = await user('13911110006');
    const bot = await teamBot(t, owner, 6);
    const visitor = await visitorOf(t, bot.key);

    const fromShop = await t.app.inject({
      method: 'GET',
      url: `/v1/webPreviewUi?key=${bot.key}`,
      headers: { origin: 'https://shop.example.com' },
    });
    expect(fromShop.statusCode).toBe(200);
    expect(fromShop.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const fromElsewhere = await t.app.inject({
      method: 'GET',
      url: `/v1/webPreviewUi?key=${bot.key}`,
      headers: { origin: 'https://evil.example.net' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().code).toBe('BOT_ORIGIN_NOT_ALLOWED');
    // The loader there may read the refusal (and so show nothing), and nothing but the refusal;
    // the rest of the visitor's API answers that site unreadably.
    expect(fromElsewhere.headers['access-control-allow-origin']).toBe('https://evil.example.net');
    const infoElsewhere = await t.app.inject({
      method: 'GET',
      url: `/v1/case/share/info?key=${bot.key}`,
      headers: { origin: 'https://evil.example.net' },
    });
    expect(infoElsewhere.statusCode).toBe(403);
    expect(infoElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    // A sandboxed frame or a local file names no site: it is not one the key lists either.
    const fromNowhere = await t.app.inject({
      method: 'POST',
      url: `/v1/case/visitors?key=${bot.key}`,
      headers: { origin: 'null' },
    });
    expect(fromNowhere.statusCode).toBe(403);
    expect(fromNowhere.json().code).toBe('BOT_ORIGIN_NOT_ALLOWED');

    await t.app.db
      .update(botKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(botKeys.id, BigInt(bot.keyId)));
    const expired = await visitor.get('/v1/case/sessions');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('BOT_KEY_EXPIRED');

    await owner.patch(`/v1/orgs/${bot.orgId}/helpers/${bot.helperId}/bot-keys/${bot.keyId}`, {
      expiresAt: null,
    });
    expect((await visitor.get('/v1/case/sessions')).statusCode).toBe(200);
    const revoked = await owner.del(
      `/v1/orgs/${bot.orgId}/helpers/${bot.helperId}/bot-keys/${bot.keyId}`,
    );
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await visitor.get('/v1/case/sessions');
    expect(after.statusCode).toBe(404);
    expect(after.json().code).toBe('BOT_KEY_INVALID');
  });
});
