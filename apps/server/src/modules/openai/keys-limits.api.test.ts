import { describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { HELPER_KEY_PREFIX } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { helperWithKeys, openaiClient, useOpenaiBase } from '../../../test/openai';

const RATE = 3;

/** What a call failed with: the client's error class and OpenAI's error body. */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenAI.APIError);
  return error as InstanceType<typeof OpenAI.APIError>;
}

describe.each(DATABASE_KINDS)('helper API keys at the OpenAI-compatible API on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    HELPER_API_RATE_PER_MINUTE: String(RATE),
  };
  useLlmStub(env, ['stub-model'], { chunks: 4, delayMs: 1 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const api = useOpenaiBase(t);
  const ask = (key: string) =>
    openaiClient(api.base, key).chat.completions.create({
      model: 'x',
      messages: [{ role: 'user', content: '你好' }],
    });

  it('refuses a missing, unknown or studio credential with 401 before reading the body', async () => {
    const unknown = await failure(ask(`${HELPER_KEY_PREFIX}${'x'.repeat(32)}`));
    expect(unknown).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(unknown.error).toEqual({
      message: 'API 密钥缺失、错误或已被撤销',
      type: 'authentication_error',
      code: 'API_KEY_INVALID',
      param: null,
    });
    expect(await failure(ask('sk-not-ours'))).toBeInstanceOf(OpenAI.AuthenticationError);

    const me = await user('13730000001');
    for (const headers of [{}, { authorization: me.authorization }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/openai/chat/completions',
        headers: { ...headers, 'accept-language': 'en-US', 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: { code: 'API_KEY_INVALID', message: 'The API key is missing, wrong or revoked' },
      });
    }
    const models = await t.app.inject({ method: 'GET', url: '/v1/openai/models' });
    expect(models.statusCode).toBe(401);
  });

  it('refuses an address that keeps sending wrong keys, and no other', async () => {
    const guess = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/openai/models',
        remoteAddress,
        headers: { authorization: `Bearer ${HELPER_KEY_PREFIX}${'y'.repeat(32)}` },
      });
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await guess('198.51.100.7')).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    expect((await guess('198.51.100.8')).statusCode).toBe(401);
    // A right key from the refused address waits too: a guess that lands learns nothing.
    const { key } = await (await helperWithKeys(await user('13730000009'))).newKey();
    const right = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/openai/models',
        remoteAddress,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await right('198.51.100.7')).statusCode).toBe(429);
    expect((await right('198.51.100.8')).statusCode).toBe(200);
  });

  it('refuses a key once it is revoked, or once its helper or org is deleted', async () => {
    const me = await user('13730000002');
    const h = await helperWithKeys(me);
    const kept = await h.newKey('留着');
    const revoked = await h.newKey('撤销');
    expect((await ask(revoked.key)).choices[0]!.message.content).toContain('你好');
    expect((await h.revoke(revoked.id)).statusCode).toBe(200);
    expect(await failure(ask(revoked.key))).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((await ask(kept.key)).object).toBe('chat.completion');

    expect((await me.del(h.url)).statusCode).toBe(200);
    expect(await failure(ask(kept.key))).toBeInstanceOf(OpenAI.AuthenticationError);

    const orgId: string = (await me.post('/v1/orgs', { name: '将被删除的团队' })).json().id;
    const made = await me.post(`/v1/orgs/${orgId}/helpers`, { name: '团队助手', kind: 'chat' });
    const keysUrl = `/v1/orgs/${orgId}/helpers/${made.json().id}/api-keys`;
    const { key } = (await me.post(keysUrl, { name: '团队' })).json();
    expect((await ask(key)).object).toBe('chat.completion');
    const deleted = await me.post(`/v1/orgs/${orgId}/delete`, { confirmName: '将被删除的团队' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await failure(ask(key))).toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it(`lets each key make ${RATE} requests a minute, whatever address they come from`, async () => {
    const me = await user('13730000003');
    const h = await helperWithKeys(me);
    const busy = await h.newKey('忙');
    const client = openaiClient(api.base, busy.key);
    await client.models.list();
    await ask(busy.key);
    await ask(busy.key);
    const limited = await failure(ask(busy.key));
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect(limited.error).toMatchObject({ type: 'rate_limit_error', code: 'RATE_LIMITED' });
    expect(Number(limited.headers?.get('retry-after'))).toBeGreaterThan(0);
    expect(await failure(client.models.list())).toBeInstanceOf(OpenAI.RateLimitError);

    // Counted by the key: another key of the same helper, from the same address, goes on.
    const calm = await h.newKey('闲');
    expect((await ask(calm.key)).object).toBe('chat.completion');
    const keys = await h.keys();
    expect(keys.find((k) => k.id === busy.id)).toMatchObject({ requestCount: 2 });
  });
});
