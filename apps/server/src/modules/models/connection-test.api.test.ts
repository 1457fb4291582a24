import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

/** Whether text carries U+0000 or a UTF-16 surrogate (the stub's text has none outside the BMP). */
const unsafe = (text: string) => text.includes('\u0000') || /[\uD800-\uDFFF]/.test(text);

describe.each(DATABASE_KINDS)('connection test with text a client cannot show, on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['env-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function testWith(phone: string, model: string) {
    const owner = await user(phone);
    const created = await owner.post('/v1/orgs', { name: '连接测试团队' });
    expect(created.statusCode, created.body).toBe(200);
    const res = await owner.post(`/v1/orgs/${created.json().id}/model-providers/test`, {
      baseUrl: llm.stub.baseUrl,
      model,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { ok: boolean; message: string; reply: string };
  }

  it('answers the reply with U+FFFD for U+0000 and for a lone surrogate', async () => {
    const answer = await testWith('13600000201', 'stub-model-nul-surrogate');
    expect(answer.ok).toBe(true);
    expect(answer.reply.startsWith('a\uFFFDb c\uFFFDd ')).toBe(true);
    expect(unsafe(answer.reply)).toBe(false);
  });

  it("answers the model's error message the same way", async () => {
    const answer = await testWith('13600000202', 'stub-model-nul-surrogate-http-500');
    expect(answer).toMatchObject({ ok: false, reply: '' });
    expect(answer.message).toContain('a\uFFFDb c\uFFFDd stub failure 500');
    expect(unsafe(answer.message)).toBe(false);
  });
});
