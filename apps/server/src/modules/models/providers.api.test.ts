import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ModelProvider } from '@miaoyu/contracts';
import { modelProviders } from '../../db/schema';
import { SecretBox } from '../../lib/secret-box';
import { CHAT_TEST_ENV, chatUsers, type ChatUser, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';

const KEY = 'sk-org-secret-key-7f3a';

describe.each(DATABASE_KINDS)('model providers on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const open = useLlmStub(env, ['env-model'], { chunks: 3, delayMs: 0 });
  let keyed: LlmStub;
  beforeAll(async () => {
    // A second endpoint that wants the key.
    keyed = await startLlmStub({ chunks: 3, delayMs: 0, apiKey: KEY });
    env.LLM_ALLOWED_HOSTS = `${new URL(open.stub.url).host}, ${new URL(keyed.url).host}`;
  });
  afterAll(async () => {
    await keyed?.close();
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** An owner with a team (their current org) and a member who joined it. */
  async function team(n: number) {
    const owner = await user(`1310000${String(n).padStart(2, '0')}01`);
    const created = await owner.post('/v1/orgs', { name: `模型团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    const orgId = created.json().id as string;
    const link = (await owner.post(`/v1/orgs/${orgId}/invites`, { maxUses: 5 })).json();
    const member = await user(`1310000${String(n).padStart(2, '0')}02`);
    expect((await member.post(`/v1/invites/${link.code}/accept`)).statusCode).toBe(200);
    return { owner, member, orgId, url: `/v1/orgs/${orgId}/model-providers` };
  }

  const body = (baseUrl: string, extra: object = {}) => ({
    name: '团队模型',
    baseUrl,
    apiKey: KEY,
    models: [{ id: 'stub-model' }, { id: 'stub-model-vision', vision: true, contextSize: 128000 }],
    ...extra,
  });
  const storedKey = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(modelProviders)
        .where(eq(modelProviders.id, BigInt(id)))
    )[0]!.apiKeyEncrypted;

  it('creates a provider with the key encrypted and never shown', async () => {
    const { owner, member, url } = await team(1);
    const res = await owner.post(url, body(`${keyed.baseUrl}/`));
    expect(res.statusCode, res.body).toBe(200);
    const provider = res.json() as ModelProvider;
    expect(provider).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: '团队模型',
      kind: 'openai-compatible',
      baseUrl: keyed.baseUrl,
      apiKeyLast4: '7f3a',
      hasApiKey: true,
      models: [
        { id: 'stub-model', kind: 'chat', vision: false, contextSize: 8192 },
        { id: 'stub-model-vision', kind: 'chat', vision: true, contextSize: 128000 },
      ],
      defaultModel: 'stub-model',
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain(KEY);
    const sealed = await storedKey(provider.id);
    expect(sealed.length).toBeGreaterThan(KEY.length);
    expect(sealed).not.toContain(KEY);
    expect(sealed).not.toContain(Buffer.from(KEY).toString('base64').slice(0, 12));
    // Members read the list, without the key.
    const listed = await member.get(url);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().list).toEqual([provider]);
    expect(listed.body).not.toContain(KEY);
    // A short key shows no last four characters.
    const short = (
      await owner.post(url, body(open.stub.baseUrl, { apiKey: 'abc', name: '短' }))
    ).json();
    expect(short).toMatchObject({ apiKeyLast4: '', hasApiKey: true });
    const none = (
      await owner.post(url, body(open.stub.baseUrl, { apiKey: undefined, name: '无' }))
    ).json();
    expect(none).toMatchObject({ apiKeyLast4: '', hasApiKey: false });
    const bad = await owner.post(url, body(open.stub.baseUrl, { defaultModel: 'missing' }));
    expect(bad.statusCode).toBe(422);
    expect((await owner.post(url, body(open.stub.baseUrl, { models: [] }))).statusCode).toBe(422);
    expect((await owner.post(url, body('ftp://example.com'))).statusCode).toBe(422);
    // A key goes into an HTTP header: a space or another script is refused with a field message.
    for (const apiKey of ['sk-有中文', 'sk- space']) {
      const res = await owner.post(url, body(open.stub.baseUrl, { apiKey, name: '坏密钥' }));
      expect(res.statusCode, apiKey).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'apiKey'] });
      const tested = await owner.post(`${url}/test`, {
        baseUrl: open.stub.baseUrl,
        apiKey,
        model: 'stub-model',
      });
      expect(tested.statusCode, apiKey).toBe(422);
    }
  });

  it('updates keeping the key when omitted, clears it with an empty string, deletes', async () => {
    const { owner, url } = await team(2);
    const provider = (await owner.post(url, body(keyed.baseUrl))).json() as ModelProvider;
    const sealed = await storedKey(provider.id);
    const kept = await owner.put(`${url}/${provider.id}`, {
      ...body(keyed.baseUrl, { name: '改名', defaultModel: 'stub-model-vision' }),
      apiKey: undefined,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      name: '改名',
      defaultModel: 'stub-model-vision',
      apiKeyLast4: '7f3a',
      hasApiKey: true,
    });
    expect(await storedKey(provider.id)).toBe(sealed);
    // The kept key still works against the endpoint that wants it.
    const tested = await owner.post(`${url}/test`, {
      providerId: provider.id,
      model: 'stub-model',
    });
    expect(tested.json()).toMatchObject({ ok: true });
    expect(keyed.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);

    const cleared = await owner.put(`${url}/${provider.id}`, {
      ...body(keyed.baseUrl),
      apiKey: '',
    });
    expect(cleared.json()).toMatchObject({ apiKeyLast4: '', hasApiKey: false });
    expect(await storedKey(provider.id)).toBe('');
    const changed = await owner.put(`${url}/${provider.id}`, {
      ...body(keyed.baseUrl),
      apiKey: 'sk-another-key-9999',
    });
    expect(changed.json()).toMatchObject({ apiKeyLast4: '9999', hasApiKey: true });

    const removed = await owner.del(`${url}/${provider.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: provider.id });
    expect((await owner.get(url)).json().list).toEqual([]);
    expect((await owner.del(`${url}/${provider.id}`)).statusCode).toBe(404);
    expect((await owner.put(`${url}/${provider.id}`, body(keyed.baseUrl))).statusCode).toBe(404);
  });

  it('members may list but not change; other teams get 404', async () => {
    const { owner, member, orgId, url } = await team(3);
    const provider = (await owner.post(url, body(open.stub.baseUrl))).json() as ModelProvider;
    const denied = [
      await member.post(url, body(open.stub.baseUrl)),
      await member.put(`${url}/${provider.id}`, body(open.stub.baseUrl)),
      await member.del(`${url}/${provider.id}`),
      await member.post(`${url}/test`, { providerId: provider.id, model: 'stub-model' }),
    ];
    for (const res of denied) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await member.get(url)).statusCode).toBe(200);

    const other = await team(4);
    const outsider = [
      await other.owner.get(url),
      await other.owner.post(url, body(open.stub.baseUrl)),
      await other.owner.put(`${url}/${provider.id}`, body(open.stub.baseUrl)),
      await other.owner.del(`${url}/${provider.id}`),
      await other.owner.post(`${url}/test`, { providerId: provider.id, model: 'stub-model' }),
      // Their own team's path with this team's provider id.
      await other.owner.put(`${other.url}/${provider.id}`, body(open.stub.baseUrl)),
      await other.owner.del(`${other.url}/${provider.id}`),
      await other.owner.post(`${other.url}/test`, { providerId: provider.id, model: 'stub-model' }),
    ];
    for (const res of outsider) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('团队模型');
    }
    expect((await owner.get(url)).json().list).toHaveLength(1);
    expect(orgId).not.toBe(other.orgId);
  });

  it('refuses private and loopback base URLs unless allowed', async () => {
    const { owner, url } = await team(5);
    for (const [baseUrl, host] of [
      ['http://10.0.0.1/v1', '10.0.0.1'],
      ['http://127.0.0.1:9/v1', '127.0.0.1'],
      ['http://192.168.1.20:8000/v1', '192.168.1.20'],
      ['http://localhost:11434/v1', 'localhost'],
      ['http://[::1]:8000/v1', '::1'],
    ]) {
      const res = await owner.post(url, body(baseUrl!));
      expect(res.statusCode, baseUrl).toBe(422);
      expect(res.json().code).toBe('BASE_URL_FORBIDDEN');
      expect(res.json().message).toContain(host);
      const tested = await owner.post(`${url}/test`, { baseUrl, model: 'm' });
      expect(tested.statusCode, baseUrl).toBe(422);
      expect(tested.json().code).toBe('BASE_URL_FORBIDDEN');
    }
    const allowed = await owner.post(url, body(open.stub.baseUrl));
    expect(allowed.statusCode).toBe(200);
    const moved = await owner.put(`${url}/${allowed.json().id}`, body('http://10.0.0.1/v1'));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toContain('10.0.0.1');
    expect((await owner.get(url)).json().list[0].baseUrl).toBe(open.stub.baseUrl);
  });

  it('tests a connection: ok with a reply, or not ok with a readable message', async () => {
    const { owner, url } = await team(6);
    const ok = await owner.post(`${url}/test`, { baseUrl: open.stub.baseUrl, model: 'stub-model' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      ok: true,
      latencyMs: expect.any(Number),
      message: '连接成功',
      reply: expect.stringMatching(/.+/),
    });
    // An embedding model is asked to embed one word, and says how long its vectors are.
    const embedding = await owner.post(`${url}/test`, {
      baseUrl: open.stub.baseUrl,
      model: 'bge-m3',
      kind: 'embedding',
    });
    expect(embedding.json()).toMatchObject({ ok: true, reply: '向量长度 256' });
    const embeddingDown = await owner.post(`${url}/test`, {
      baseUrl: open.stub.baseUrl,
      model: 'bge-m3-http-500',
      kind: 'embedding',
    });
    expect(embeddingDown.json()).toMatchObject({
      ok: false,
      message: '模型服务返回错误（HTTP 500）：stub failure 500',
    });
    const refused = await owner.post(`${url}/test`, {
      baseUrl: open.stub.baseUrl,
      model: 'stub-model-http-401',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      ok: false,
      reply: '',
      message: '模型服务返回错误（HTTP 401）：stub failure 401',
    });
    const wrongKey = await owner.post(`${url}/test`, {
      baseUrl: keyed.baseUrl,
      apiKey: 'sk-wrong-key-0000',
      model: 'stub-model',
    });
    expect(wrongKey.json()).toMatchObject({
      ok: false,
      message: '模型服务返回错误（HTTP 401）：Incorrect API key provided',
    });
    const rightKey = await owner.post(`${url}/test`, {
      baseUrl: keyed.baseUrl,
      apiKey: KEY,
      model: 'stub-model',
    });
    expect(rightKey.json()).toMatchObject({ ok: true });
    // Unsaved form settings with the saved key (the form never has it).
    const saved = (await owner.post(url, body(keyed.baseUrl))).json() as ModelProvider;
    const withSavedKey = await owner.post(`${url}/test`, {
      providerId: saved.id,
      baseUrl: keyed.baseUrl,
      model: 'another-model',
    });
    expect(withSavedKey.json()).toMatchObject({ ok: true });
    expect(keyed.requests.at(-1)).toMatchObject({
      model: 'another-model',
      authorization: `Bearer ${KEY}`,
    });
    expect((await owner.post(`${url}/test`, { model: 'stub-model' })).statusCode).toBe(422);
    expect((await owner.post(`${url}/test`, { baseUrl: open.stub.baseUrl })).statusCode).toBe(422);
  });

  it("puts the org's models in the chat model list and answers with them", async () => {
    const { owner, member, url } = await team(7);
    const provider = (await owner.post(url, body(keyed.baseUrl))).json() as ModelProvider;
    await owner.post(url, body(open.stub.baseUrl, { name: '停用的', enabled: false }));
    const models = (await member.get('/v1/chat/models')).json();
    expect(models.defaultRef).toBe(`${provider.id}:stub-model`);
    expect(models.list).toEqual([
      {
        ref: `${provider.id}:stub-model`,
        model: 'stub-model',
        providerName: '团队模型',
        vision: false,
        contextSize: 8192,
        source: 'org',
      },
      {
        ref: `${provider.id}:stub-model-vision`,
        model: 'stub-model-vision',
        providerName: '团队模型',
        vision: true,
        contextSize: 128000,
        source: 'org',
      },
      expect.objectContaining({ ref: 'env:env-model', source: 'environment' }),
    ]);
    // Someone outside the team sees only the platform's models.
    const outsider = await user('13100000799');
    expect((await outsider.get('/v1/chat/models')).json()).toMatchObject({
      defaultRef: 'env:env-model',
      list: [expect.objectContaining({ ref: 'env:env-model' })],
    });
    const outsiderSession = await outsider.session();
    const refused = await outsider.ask(outsiderSession, {
      prompt: 'x',
      options: { model: `${provider.id}:stub-model`, usingContext: true },
    });
    expect(refused.res.json().code).toBe('MODEL_NOT_FOUND');

    const answer = async (me: ChatUser, model?: string) => {
      const sessionId = await me.session();
      const { events } = await me.ask(sessionId, {
        prompt: '用团队模型回答',
        ...(model ? { options: { model, usingContext: true } } : {}),
      });
      return events;
    };
    const chosen = await answer(member, `${provider.id}:stub-model-vision`);
    expect(chosen.at(-1)?.event).toBe('done');
    expect(keyed.requests.at(-1)).toMatchObject({
      model: 'stub-model-vision',
      authorization: `Bearer ${KEY}`,
    });
    // With no choice, the org's default answers.
    const byDefault = await answer(owner);
    expect(byDefault[0]!.data).toMatchObject({ model: 'stub-model' });
    expect(keyed.requests.at(-1)).toMatchObject({
      model: 'stub-model',
      authorization: `Bearer ${KEY}`,
    });
  });

  it('keeps embedding models out of chat, and offers them to the knowledge base', async () => {
    const { owner, orgId, url } = await team(9);
    const models = [
      { id: 'stub-model', kind: 'chat' },
      { id: 'bge-m3', kind: 'embedding' },
    ];
    const refused = await owner.post(url, body(keyed.baseUrl, { models, defaultModel: 'bge-m3' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].loc).toEqual(['body', 'defaultModel']);

    const provider = (await owner.post(url, body(keyed.baseUrl, { models }))).json();
    expect(provider.defaultModel).toBe('stub-model');
    const chat = (await owner.get('/v1/chat/models')).json();
    expect(chat.list.map((m: { ref: string }) => m.ref)).not.toContain(`${provider.id}:bge-m3`);
    const search = await owner.get(`/v1/orgs/${orgId}/knowledge/search-capabilities`);
    expect(search.json().embeddingModels).toContainEqual({
      ref: `${provider.id}:bge-m3`,
      model: 'bge-m3',
      providerName: '团队模型',
      source: 'org',
    });
    // Only embedding models: no default chat model.
    const embeddingOnly = await owner.post(
      url,
      body(keyed.baseUrl, { name: '向量', models: [{ id: 'bge-m3', kind: 'embedding' }] }),
    );
    expect(embeddingOnly.json().defaultModel).toBe('');
  });

  it('skips a provider whose key was sealed under another APP_SECRET', async () => {
    const { owner, member, orgId, url } = await team(8);
    const good = (await owner.post(url, body(open.stub.baseUrl, { name: '好的' }))).json();
    const foreign = new SecretBox('another-deployment-secret-123', 'model-provider-keys');
    const [row] = await t.app.db
      .insert(modelProviders)
      .values({
        orgId: BigInt(orgId),
        name: '旧密钥',
        kind: 'openai-compatible',
        baseUrl: keyed.baseUrl,
        apiKeyEncrypted: foreign.seal(KEY),
        apiKeyLast4: '7f3a',
        models: [{ id: 'old-model', vision: false, contextSize: 8192 }],
        defaultModel: 'old-model',
      })
      .returning();
    const models = await member.get('/v1/chat/models');
    expect(models.statusCode).toBe(200);
    expect(models.json().list.map((m: { ref: string }) => m.ref)).toEqual([
      `${good.id}:stub-model`,
      `${good.id}:stub-model-vision`,
      'env:env-model',
    ]);
    expect(models.json().defaultRef).toBe(`${good.id}:stub-model`);
    const listed = await owner.get(url);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().list.map((p: ModelProvider) => p.name)).toEqual(['好的', '旧密钥']);
    const sessionId = await member.session();
    const refused = await member.ask(sessionId, {
      prompt: 'x',
      options: { model: `${row!.id}:old-model`, usingContext: true },
    });
    expect(refused.res.statusCode).toBe(422);
    expect(refused.res.json().code).toBe('MODEL_NOT_FOUND');
    const fallback = await member.ask(sessionId, { prompt: '还能用吗' });
    expect(fallback.events.at(-1)?.event).toBe('done');
    // Testing it does not crash either: the unreadable key is as good as none.
    const tested = await owner.post(`${url}/test`, {
      providerId: String(row!.id),
      model: 'old-model',
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ ok: false });
    // Re-entering the key makes it usable again.
    const fixed = await owner.put(`${url}/${row!.id}`, {
      ...body(keyed.baseUrl, { name: '旧密钥', models: [{ id: 'old-model' }] }),
    });
    expect(fixed.statusCode).toBe(200);
    const again = (await member.get('/v1/chat/models')).json();
    expect(again.list.map((m: { ref: string }) => m.ref)).toContain(`${row!.id}:old-model`);
  });
});
