import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { addKey, serviceHelper, visitorOf } from '../../../test/bot';
import { deltaText, eventOrder } from '../../../test/sse';

describe.each(DATABASE_KINDS)('offline answerer on %s', (kind) => {
  // No OPENAI_BASE_URL and no organisation provider.
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  it('lists no models and no default', async () => {
    const me = await user('13400000001');
    const res = await me.get('/v1/chat/models');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ list: [], defaultRef: null });
  });

  it('answers that no model is configured, in the caller’s language', async () => {
    const zh = await user('13400000002');
    const sessionId = await zh.session();
    const { res, events } = await zh.ask(sessionId, { prompt: '你好' });
    expect(res.statusCode).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'delta', 'usage', 'done']);
    expect(events[0]!.data).toMatchObject({ model: 'offline' });
    const text = deltaText(events);
    expect(text).toMatch(/^\*\*离线应答\*\*/);
    expect(text).toContain('OPENAI_BASE_URL');
    const [answer] = (await zh.messages(sessionId)).list;
    expect(answer).toMatchObject({
      role: 'assistant',
      model: 'offline',
      state: 'done',
      content: text,
      usage: { promptTokens: 0, completionTokens: 0 },
    });

    const en = await user('13400000003', 'en-US');
    const enSession = await en.session();
    const english = await en.ask(enSession, { prompt: 'hello' });
    expect(deltaText(english.events)).toMatch(/^\*\*Offline answer\*\*: no language model/);
    expect((await en.messages(enSession)).list[0]).toMatchObject({
      model: 'offline',
      state: 'done',
    });
  });

  it("tells a bot's visitor only that it cannot answer now, nothing of the team's set-up", async () => {
    const owner = await user('13400000007');
    const orgId: string = (await owner.post('/v1/orgs', { name: '没有模型的团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId);
    const visitor = await visitorOf(t, (await addKey(owner, orgId, helperId)).key);
    const { res, events } = await visitor.ask(await visitor.start(), '你们的价格是多少？');
    expect(res.statusCode).toBe(200);
    const text = deltaText(events);
    expect(text).toBe('抱歉，我暂时无法回答这个问题。请稍后再试，或请求人工客服。');
  });

  it('answers offline when asked for it by name, refuses an unknown model', async () => {
    const me = await user('13400000004');
    const sessionId = await me.session();
    const named = await me.ask(sessionId, { prompt: 'x', options: { model: 'offline' } });
    expect(named.events.at(-1)).toMatchObject({ event: 'done', data: { state: 'done' } });
    const unknown = await me.ask(sessionId, { prompt: 'x', options: { model: 'env:gpt-4o-mini' } });
    expect(unknown.res.statusCode).toBe(422);
    expect(unknown.res.json().code).toBe('MODEL_NOT_FOUND');
  });

  describe('with a question limit', () => {
    const limited = useTestApp(kind, { ...CHAT_TEST_ENV, CHAT_RATE_PER_MINUTE: '2' });
    const limitedUser = chatUsers(limited);

    it('refuses questions over the per-user limit with 429 before any stream', async () => {
      const me = await limitedUser('13400000005');
      const other = await limitedUser('13400000006');
      const sessionId = await me.session();
      expect((await me.ask(sessionId, { prompt: '一' })).events.at(-1)?.event).toBe('done');
      expect((await me.ask(sessionId, { prompt: '二' })).events.at(-1)?.event).toBe('done');
      const third = await me.ask(sessionId, { prompt: '三' });
      expect(third.res.statusCode).toBe(429);
      expect(third.res.json().code).toBe('RATE_LIMITED');
      expect(third.res.headers['retry-after']).toBeDefined();
      expect((await me.messages(sessionId)).total).toBe(4);
      // The limit is per user, not per address.
      const theirs = await other.session();
      expect((await other.ask(theirs, { prompt: '我的第一问' })).res.statusCode).toBe(200);
    });
  });
});
