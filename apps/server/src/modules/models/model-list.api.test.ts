import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';

const KEY = 'sk-list-models-9d1c';

/** A service that misbehaves by path: a body that is no JSON, one that is no list, a redirect, silence. */
async function startFaultyService() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url?.startsWith('/garbled/')) return res.end('<html>not json</html>');
    if (req.url?.startsWith('/shape/')) return res.end(JSON.stringify({ models: ['a'] }));
    if (req.url?.startsWith('/moved/')) {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      return res.end();
    }
    // `/silent/`: headers never come.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * "Fetch the model list": the server asks `GET {baseUrl}/models` through the outbound guard with
 * the provider's key, and answers the ids to pick from, or a clear error.
 */
describe.each(DATABASE_KINDS)('a model service’s model list on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, LLM_CONNECT_TIMEOUT_MS: '800' };
  let keyed: LlmStub;
  let faulty: Awaited<ReturnType<typeof startFaultyService>>;
  beforeAll(async () => {
    keyed = await startLlmStub({ chunks: 1, delayMs: 0, apiKey: KEY });
    faulty = await startFaultyService();
    env.LLM_ALLOWED_HOSTS = `${new URL(keyed.url).host},${new URL(faulty.url).host}`;
  });
  afterAll(async () => {
    await keyed?.close();
    await faulty?.close();
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const listUrl = (orgId: string) => `/v1/orgs/${orgId}/model-providers/models`;

  it('answers the ids the service names, once each and sorted, with the key sent', async () => {
    const owner = await user('13900002001');
    keyed.modelIds = ['qwen2.5:7b', 'llama3.1:8b', 'qwen2.5:7b', '', 'x'.repeat(300), 'bge-m3'];
    const res = await owner.post(listUrl(owner.orgId), { baseUrl: keyed.baseUrl, apiKey: KEY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ list: ['bge-m3', 'llama3.1:8b', 'qwen2.5:7b'] });

    keyed.modelIds = [];
    const empty = await owner.post(listUrl(owner.orgId), { baseUrl: keyed.baseUrl, apiKey: KEY });
    expect(empty.json()).toEqual({ list: [] });
    keyed.modelIds = ['stub-model'];
  });

  it('says what the service answered: a wrong key, no such route', async () => {
    const owner = await user('13900002002', 'en-US');
    const wrong = await owner.post(listUrl(owner.orgId), {
      baseUrl: keyed.baseUrl,
      apiKey: 'sk-wrong',
    });
    expect(wrong.statusCode).toBe(502);
    expect(wrong.json()).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'The model service answered with an error (HTTP 401): Incorrect API key provided',
    });
    keyed.modelIds = null;
    const unsupported = await owner.post(listUrl(owner.orgId), {
      baseUrl: keyed.baseUrl,
      apiKey: KEY,
    });
    keyed.modelIds = ['stub-model'];
    expect(unsupported.statusCode).toBe(502);
    expect(unsupported.json()).toMatchObject({
      code: 'MODEL_LIST_UNSUPPORTED',
      message: expect.stringContaining('type the model names instead'),
    });
  });

  it('uses a saved provider’s key only for its saved address', async () => {
    const owner = await user('13900002003');
    const saved = await owner.post(`/v1/orgs/${owner.orgId}/model-providers`, {
      name: '带密钥',
      baseUrl: keyed.baseUrl,
      apiKey: KEY,
      models: [{ id: 'stub-model' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const providerId = saved.json().id as string;
    const res = await owner.post(listUrl(owner.orgId), { providerId });
    expect(res.json()).toEqual({ list: ['stub-model'] });
    const elsewhere = await owner.post(listUrl(owner.orgId), {
      providerId,
      baseUrl: `${faulty.url}/shape/v1`,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().detail[0]).toMatchObject({ loc: ['body', 'apiKey'] });
    expect(faulty.hits).toEqual([]);

    // Another organisation's provider, or organisation, is not found.
    const stranger = await user('13900002004');
    const theirs = await stranger.post(listUrl(stranger.orgId), { providerId });
    expect(theirs.statusCode).toBe(404);
    expect((await stranger.post(listUrl(owner.orgId), { providerId })).statusCode).toBe(404);
    // A member of the team who may not manage its models is refused.
    const team = (await owner.post('/v1/orgs', { name: '取模型团队' })).json().id as string;
    const link = (await owner.post(`/v1/orgs/${team}/invites`, { maxUses: 5 })).json();
    expect((await stranger.post(`/v1/invites/${link.code}/accept`)).statusCode).toBe(200);
    const member = await stranger.post(listUrl(team), { baseUrl: keyed.baseUrl, apiKey: KEY });
    expect(member.statusCode).toBe(403);
  });

  it('refuses a private address before asking it', async () => {
    const owner = await user('13900002005');
    const local = await startLlmStub({ chunks: 1, delayMs: 0 });
    try {
      const res = await owner.post(listUrl(owner.orgId), { baseUrl: local.baseUrl });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'BASE_URL_FORBIDDEN',
        detail: [expect.objectContaining({ loc: ['body', 'baseUrl'] })],
      });
    } finally {
      await local.close();
    }
  });

  it('fails clearly on what is no model list, a redirect and silence', async () => {
    const owner = await user('13900002006');
    const ask = (path: string) =>
      owner.post(listUrl(owner.orgId), { baseUrl: `${faulty.url}/${path}/v1` });
    for (const path of ['garbled', 'shape']) {
      const res = await ask(path);
      expect(res.statusCode, path).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'UPSTREAM_BAD_RESPONSE',
        message: '模型服务返回了无法解析的数据',
      });
    }
    const moved = await ask('moved');
    expect(moved.statusCode).toBe(502);
    expect(moved.json()).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: expect.stringContaining('302'),
    });
    const started = Date.now();
    const silent = await ask('silent');
    expect(silent.statusCode).toBe(504);
    expect(silent.json().code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(faulty.hits).toEqual([
      '/garbled/v1/models',
      '/shape/v1/models',
      '/moved/v1/models',
      '/silent/v1/models',
    ]);
  });
});
