import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { deltaText, eventOrder } from '../../../test/sse';

describe.each(DATABASE_KINDS)('model text PostgreSQL cannot hold, on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model-nul', 'stub-model-nul-http-500'], { chunks: 5, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  it('an answer with U+0000 is streamed and stored with U+FFFD in its place', async () => {
    const me = await user('13600000101');
    const sessionId = await me.session();
    const { res, events } = await me.ask(sessionId, { prompt: '你好' });
    expect(res.statusCode).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'delta', 'usage', 'done']);
    const streamed = deltaText(events);
    expect(streamed.startsWith('a\uFFFDb ')).toBe(true);
    const [answer] = (await me.messages(sessionId)).list;
    expect(answer).toMatchObject({ role: 'assistant', state: 'done', content: streamed });
  });

  it("a model's error message with U+0000 is stored, the answer ends as an error", async () => {
    const me = await user('13600000102');
    const sessionId = await me.session();
    const { res, events } = await me.ask(sessionId, {
      prompt: '你好',
      options: { model: 'env:stub-model-nul-http-500', usingContext: true },
    });
    expect(res.statusCode).toBe(200);
    expect(eventOrder(events)).toEqual(['start', 'error']);
    const [answer] = (await me.messages(sessionId)).list;
    expect(answer).toMatchObject({ role: 'assistant', state: 'error' });
    expect(answer!.error).toContain('a\uFFFDb stub failure 500');
  });
});
