import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatCompletion } from '@miaoyu/contracts';
import { chatMessages } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { answerFor, type RecordedRequest } from '../../../test/llm-stub';
import { deltaText, eventOrder } from '../../../test/sse';

const MODELS = ['stub-model', 'stub-model-alt', 'stub-model-silent'];

/** What the model saw, as role + text pairs. */
function seen(request: RecordedRequest | undefined) {
  return (request?.messages ?? []).map((m) => ({
    role: m.role,
    text:
      typeof m.content === 'string'
        ? m.content
        : (m.content as { type: string; text?: string }[])
            .map((p) => (p.type === 'text' ? p.text : `[${p.type}]`))
            .join(''),
  }));
}

describe.each(DATABASE_KINDS)('streaming answers on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, LLM_CONNECT_TIMEOUT_MS: '1500' };
  const llm = useLlmStub(env, MODELS, { chunks: 5, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const requestFor = (prompt: string) =>
    llm.stub.requests.findLast((r) => seen(r).at(-1)?.text.includes(prompt));

  it('lists the platform models with the first as default', async () => {
    const me = await user('13600000001');
    const res = await me.get('/v1/chat/models');
    expect(res.statusCode).toBe(200);
    expect(res.json().defaultRef).toBe('env:stub-model');
    expect(res.json().list).toHaveLength(3);
    expect(res.json().list[0]).toEqual({
      ref: 'env:stub-model',
      model: 'stub-model',
      providerName: expect.any(String),
      vision: false,
      contextSize: 32768,
      source: 'environment',
    });
  });

  it('streams start, deltas, usage, done and stores question and answer', async () => {
    const me = await user('13600000002');
    const sessionId = await me.session();
    const prompt = '请用一句话介绍长城，以及它大概有多长？';
    const { res, events } = await me.ask(sessionId, { prompt });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(eventOrder(events)).toEqual(['start', 'delta', 'usage', 'done']);
    const start = events[0]!.data as { questionId: string; answerId: string; model: string };
    expect(start).toEqual({
      questionId: expect.stringMatching(/^\d+$/),
      answerId: expect.stringMatching(/^\d+$/),
      model: 'stub-model',
    });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    const text = deltaText(events);
    expect(text).toBe(answerFor([{ role: 'user', content: prompt }]));
    expect(events.find((e) => e.event === 'usage')!.data).toEqual({
      promptTokens: 12,
      completionTokens: 5,
    });
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { answerId: start.answerId, state: 'done' },
    });

    const { list, total } = await me.messages(sessionId);
    expect(total).toBe(2);
    expect(list).toEqual([
      {
        id: start.answerId,
        ts: expect.any(Number),
        content: text,
        role: 'assistant',
        turnId: start.questionId,
        state: 'done',
        error: '',
        model: 'stub-model',
        usage: { promptTokens: 12, completionTokens: 5 },
        attachments: [],
        citations: [],
      },
      expect.objectContaining({
        id: start.questionId,
        content: prompt,
        role: 'user',
        turnId: start.questionId,
        state: 'done',
      }),
    ]);
    // The default title becomes the start of the first question; later questions keep it.
    const title = Array.from(prompt).slice(0, 30).join('');
    expect((await me.get(`/v1/chat/sessions/${sessionId}`)).json().title).toBe(title);
    await me.ask(sessionId, { prompt: '第二个问题' });
    expect((await me.get(`/v1/chat/sessions/${sessionId}`)).json().title).toBe(title);
    // A session with its own title keeps it.
    const named = await me.session({ title: '我的标题' });
    await me.ask(named, { prompt: '问题' });
    expect((await me.get(`/v1/chat/sessions/${named}`)).json().title).toBe('我的标题');
  });

  it('stores the question before any of the answer (the model is asked meanwhile)', async () => {
    const me = await user('13600000003');
    const sessionId = await me.session();
    const asking = me.ask(sessionId, {
      prompt: '等待中的问题',
      options: { model: 'env:stub-model-silent', usingContext: true },
    });
    let during: ChatCompletion[] = [];
    for (let i = 0; i < 100 && during.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = (await me.messages(sessionId)).list;
    }
    // The model has not answered yet: the question is stored, the answer is streaming and empty.
    expect(during.map((m) => [m.role, m.state, m.content])).toEqual([
      ['assistant', 'streaming', ''],
      ['user', 'done', '等待中的问题'],
    ]);
    const { events } = await asking;
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'UPSTREAM_TIMEOUT' } });
    const after = (await me.messages(sessionId)).list;
    expect(after[0]).toMatchObject({ state: 'error', model: 'stub-model-silent' });
  });

  it('sends the topic, the last N messages, or none without context', async () => {
    const me = await user('13600000004');
    const sessionId = await me.session({ topic: '你是一名翻译', contextSize: 2 });
    await me.ask(sessionId, { prompt: '问题一' });
    await me.ask(sessionId, { prompt: '问题二' });
    await me.ask(sessionId, { prompt: '问题三' });
    const a2 = answerFor([{ role: 'user', content: '问题二' }]);
    expect(seen(requestFor('问题三'))).toEqual([
      { role: 'system', text: '你是一名翻译' },
      { role: 'user', text: '问题二' },
      { role: 'assistant', text: a2 },
      { role: 'user', text: '问题三' },
    ]);
    await me.put('/v1/chat/sessions', { sessionId, contextSize: 10 });
    await me.ask(sessionId, { prompt: '问题四' });
    expect(seen(requestFor('问题四')).map((m) => m.text.slice(0, 6))).toEqual([
      '你是一名翻译',
      '问题一',
      '你说：问题一',
      '问题二',
      '你说：问题二',
      '问题三',
      '你说：问题三',
      '问题四',
    ]);
    await me.ask(sessionId, { prompt: '问题五', options: { usingContext: false } });
    expect(seen(requestFor('问题五'))).toEqual([
      { role: 'system', text: '你是一名翻译' },
      { role: 'user', text: '问题五' },
    ]);
    const bare = await me.session({ contextSize: 0 });
    await me.ask(bare, { prompt: '无主题一' });
    await me.ask(bare, { prompt: '无主题二' });
    expect(seen(requestFor('无主题二'))).toEqual([{ role: 'user', text: '无主题二' }]);
  });

  it('uses the chosen model, else the session model, else the default', async () => {
    const me = await user('13600000005');
    const sessionId = await me.session({ model: 'env:stub-model-alt' });
    await me.ask(sessionId, { prompt: '会话模型' });
    expect(requestFor('会话模型')?.model).toBe('stub-model-alt');
    const chosen = await me.ask(sessionId, {
      prompt: '指定模型',
      options: { model: 'env:stub-model', usingContext: false },
    });
    expect(chosen.events[0]!.data).toMatchObject({ model: 'stub-model' });
    expect(requestFor('指定模型')?.model).toBe('stub-model');
    // A session model that no longer exists falls back to the default.
    const stale = await me.session({ model: 'env:gone' });
    await me.ask(stale, { prompt: '旧模型' });
    expect(requestFor('旧模型')?.model).toBe('stub-model');
  });

  it('regenerates an answer in place and resends an edited question', async () => {
    const me = await user('13600000006');
    const sessionId = await me.session();
    const first = (await me.ask(sessionId, { prompt: '第一问' })).events[0]!.data as {
      questionId: string;
      answerId: string;
    };
    const second = (await me.ask(sessionId, { prompt: '第二问' })).events[0]!.data as {
      questionId: string;
      answerId: string;
    };
    const again = await me.ask(sessionId, { prompt: '第一问', regenerateId: first.answerId });
    expect(eventOrder(again.events)).toEqual(['start', 'delta', 'usage', 'done']);
    const regenerated = again.events[0]!.data as { questionId: string; answerId: string };
    expect(regenerated.questionId).toBe(first.questionId);
    expect(regenerated.answerId).not.toBe(first.answerId);
    // The model saw only what came before that turn.
    expect(seen(llm.stub.requests.at(-1))).toEqual([{ role: 'user', text: '第一问' }]);
    let list = (await me.messages(sessionId)).list;
    expect(list.map((m) => m.id)).toEqual([
      second.answerId,
      second.questionId,
      regenerated.answerId,
      first.questionId,
    ]);

    const edited = await me.ask(sessionId, {
      prompt: '改过的第二问',
      regenerateId: second.answerId,
    });
    const resent = edited.events[0]!.data as { questionId: string; answerId: string };
    expect(resent.questionId).toBe(second.questionId);
    expect(deltaText(edited.events)).toContain('改过的第二问');
    list = (await me.messages(sessionId)).list;
    expect(list.map((m) => [m.id, m.content.slice(0, 8)])).toEqual([
      [resent.answerId, '你说：改过的第二'],
      [second.questionId, '改过的第二问'],
      [regenerated.answerId, '你说：第一问。这'],
      [first.questionId, '第一问'],
    ]);
    expect(seen(llm.stub.requests.at(-1)).map((m) => m.text.slice(0, 6))).toEqual([
      '第一问',
      '你说：第一问',
      '改过的第二问',
    ]);
  });

  it('refuses to regenerate an unknown answer, a question or another session’s answer', async () => {
    const me = await user('13600000007');
    const sessionId = await me.session();
    const other = await me.session();
    const asked = (await me.ask(other, { prompt: '别处' })).events[0]!.data as {
      questionId: string;
      answerId: string;
    };
    const stranger = await user('13600000008');
    const theirs = await stranger.session();
    const theirAnswer = (await stranger.ask(theirs, { prompt: '他的' })).events[0]!.data as {
      answerId: string;
    };
    for (const regenerateId of [
      '999999999',
      asked.answerId,
      asked.questionId,
      theirAnswer.answerId,
    ]) {
      const { res } = await me.ask(sessionId, { prompt: '重来', regenerateId });
      expect(res.statusCode, regenerateId).toBe(422);
      expect(res.json().code).toBe('ANSWER_NOT_FOUND');
    }
    expect((await me.messages(sessionId)).total).toBe(0);
  });

  it('refuses bad input before any stream and stores nothing', async () => {
    const me = await user('13600000009');
    const sessionId = await me.session();
    const url = me.completionsUrl(sessionId);
    const empty = await me.post(url, { prompt: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.headers['content-type']).toMatch(/application\/json/);
    expect(empty.json().detail[0]).toEqual({
      loc: ['body', 'prompt'],
      msg: '问题需为 1 到 20000 个字符',
    });
    expect((await me.post(url, { prompt: '   ' })).statusCode).toBe(422);
    expect((await me.post(url, { prompt: 'x'.repeat(100_000) })).statusCode).toBe(422);
    expect((await me.post(url, { prompt: '长'.repeat(20_001) })).statusCode).toBe(422);
    const missing = await me.post(me.completionsUrl('999999999'), { prompt: 'x' });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"prompt": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await me.post(url, { prompt: 'x', options: { model: 'env:nope' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'MODEL_NOT_FOUND',
      message: '所选模型不存在或已停用',
    });
    expect((await me.post(url, { prompt: 'x', options: { model: '42:x' } })).statusCode).toBe(422);
    const count = await t.app.db.$count(
      chatMessages,
      eq(chatMessages.sessionId, BigInt(sessionId)),
    );
    expect(count).toBe(0);
    // 20,000 characters are within the limit.
    const longest = await me.ask(sessionId, { prompt: '长'.repeat(20_000) });
    expect(longest.events.at(-1)?.event).toBe('done');
  });
});
