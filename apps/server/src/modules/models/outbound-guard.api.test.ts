import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelProviders } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import {
  INTERNAL_SECRET,
  redirectTo,
  startRecorder,
  type HttpRecorder,
} from '../../../test/http-recorder';

/**
 * A member's model provider is the way a user makes the server fetch a URL of their choosing:
 * neither the connection test nor a chat may reach an address the outbound guard refuses, by
 * redirect or by a name that resolves differently later, nor show what such an address answered.
 */
describe.each(DATABASE_KINDS)('outbound guard on model providers on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  /** The internal service on a port the allow list does not name. */
  let internal: HttpRecorder;
  /** The user's own endpoint (allow-listed, as a public one would be) that redirects there. */
  let hop: HttpRecorder;
  beforeAll(async () => {
    internal = await startRecorder();
    hop = await startRecorder(redirectTo((req) => `${internal.url}${req.url}`));
    env.LLM_ALLOWED_HOSTS = `127.0.0.1:${hop.port}`;
  });
  afterAll(async () => {
    await hop?.close();
    await internal?.close();
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const providersUrl = (me: ChatUser) => `/v1/orgs/${me.orgId}/model-providers`;
  const provider = (baseUrl: string) => ({
    name: '自建模型',
    baseUrl,
    apiKey: 'sk-user-key-1234',
    models: [{ id: 'm' }],
  });

  it('the connection test does not follow a redirect to a private address', async () => {
    const me = await user('13900000101');
    const res = await me.post(`${providersUrl(me)}/test`, {
      baseUrl: `${hop.url}/v1`,
      apiKey: 'sk-user-key-1234',
      model: 'm',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      message: '模型服务返回错误（HTTP 302）：redirect not followed',
    });
    expect(res.body).not.toContain(INTERNAL_SECRET);
    expect(hop.hits.at(-1)).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(internal.hits).toEqual([]);
  });

  it('a chat with a redirecting provider ends with an error and never reaches the target', async () => {
    const me = await user('13900000102', 'en-US');
    const saved = await me.post(providersUrl(me), provider(`${hop.url}/v1`));
    expect(saved.statusCode, saved.body).toBe(200);
    const sessionId = await me.session();
    const { res, events } = await me.ask(sessionId, {
      prompt: 'hello',
      options: { model: `${saved.json().id}:m`, usingContext: true },
    });
    expect(res.statusCode).toBe(200);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: {
        code: 'UPSTREAM_ERROR',
        message: 'The model service answered with an error (HTTP 302): redirect not followed',
      },
    });
    expect(res.body).not.toContain(INTERNAL_SECRET);
    const [answer] = (await me.messages(sessionId)).list;
    expect(answer).toMatchObject({ state: 'error' });
    expect(answer!.error).not.toContain(INTERNAL_SECRET);
    expect(internal.hits).toEqual([]);
  });

  it('refuses at save time a trailing-dot localhost and a name that does not resolve', async () => {
    const me = await user('13900000103');
    const url = providersUrl(me);
    for (const host of ['localhost.', 'LOCALHOST', 'api.localhost']) {
      const baseUrl = `http://${host}:${internal.port}/v1`;
      const res = await me.post(url, provider(baseUrl));
      expect(res.statusCode, baseUrl).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'BASE_URL_FORBIDDEN',
        detail: [expect.objectContaining({ loc: ['body', 'baseUrl'] })],
      });
      const tested = await me.post(`${url}/test`, { baseUrl, model: 'm' });
      expect(tested.statusCode, baseUrl).toBe(422);
      expect(tested.json().code).toBe('BASE_URL_FORBIDDEN');
    }
    const unresolved = await me.post(url, provider('http://nonexistent.invalid/v1'));
    expect(unresolved.statusCode).toBe(422);
    expect(unresolved.json()).toMatchObject({
      code: 'BASE_URL_UNRESOLVED',
      message: '无法解析主机名：nonexistent.invalid',
      detail: [expect.objectContaining({ loc: ['body', 'baseUrl'] })],
    });
    const tested = await me.post(`${url}/test`, {
      baseUrl: 'http://nonexistent.invalid/v1',
      model: 'm',
    });
    expect(tested.statusCode).toBe(422);
    expect(tested.json().code).toBe('BASE_URL_UNRESOLVED');
    expect((await me.get(url)).json().list).toEqual([]);
    expect(internal.hits).toEqual([]);
  });

  it('refuses at call time a stored address the guard no longer accepts', async () => {
    const me = await user('13900000104');
    // Stored before the guard knew better (or by an older version): checked again on every call.
    const [row] = await t.app.db
      .insert(modelProviders)
      .values({
        orgId: BigInt(me.orgId!),
        name: '旧地址',
        kind: 'openai-compatible',
        baseUrl: `http://localhost.:${internal.port}/v1`,
        apiKeyEncrypted: '',
        apiKeyLast4: '',
        models: [{ id: 'm', vision: false, contextSize: 8192 }],
        defaultModel: 'm',
      })
      .returning();
    const sessionId = await me.session();
    const { events } = await me.ask(sessionId, {
      prompt: 'hello',
      options: { model: `${row!.id}:m`, usingContext: true },
    });
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'BASE_URL_FORBIDDEN', message: expect.stringContaining('localhost') },
    });
    expect(internal.hits).toEqual([]);
  });
});
