import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ModelProvider } from '@miaoyu/contracts';
import { modelProviders } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';

const KEY = 'sk-owner-secret-key-5b1c';
const TYPED = 'sk-typed-by-admin-2222';

/**
 * A saved key only ever goes to the base URL it was saved with. `elsewhere` stands for a server
 * of an admin's choosing: it records every Authorization header it receives.
 */
describe.each(DATABASE_KINDS)('a saved API key stays with its base URL on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  let keyed: LlmStub;
  let elsewhere: LlmStub;
  beforeAll(async () => {
    keyed = await startLlmStub({ chunks: 2, delayMs: 0, apiKey: KEY });
    elsewhere = await startLlmStub({ chunks: 2, delayMs: 0 });
    env.LLM_ALLOWED_HOSTS = `${new URL(keyed.url).host}, ${new URL(elsewhere.url).host}`;
  });
  afterAll(async () => {
    await Promise.all([keyed?.close(), elsewhere?.close()]);
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** A team whose owner saved a provider with a key, and an admin of that team. */
  async function team(n: number) {
    const owner = await user(`1320000${String(n).padStart(2, '0')}01`);
    const orgId = (await owner.post('/v1/orgs', { name: `密钥团队${n}` })).json().id as string;
    const link = (await owner.post(`/v1/orgs/${orgId}/invites`, { maxUses: 5 })).json();
    const admin = await user(`1320000${String(n).padStart(2, '0')}02`);
    expect((await admin.post(`/v1/invites/${link.code}/accept`)).statusCode).toBe(200);
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/v1/orgs/${orgId}/members/${admin.id}`,
      payload: { role: 'admin' },
      headers: owner.headers,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const url = `/v1/orgs/${orgId}/model-providers`;
    const created = await owner.post(url, body(keyed.baseUrl, { apiKey: KEY }));
    expect(created.statusCode, created.body).toBe(200);
    return { owner, admin, url, provider: created.json() as ModelProvider };
  }

  const body = (baseUrl: string, extra: object = {}) => ({
    name: '团队模型',
    baseUrl,
    models: [{ id: 'stub-model' }],
    ...extra,
  });
  const row = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(modelProviders)
        .where(eq(modelProviders.id, BigInt(id)))
    )[0]!;
  const sentElsewhere = () => elsewhere.requests.map((r) => r.authorization);

  it('refuses a connection test of a saved provider at a new address without the key', async () => {
    const { admin, url, provider } = await team(1);
    const before = elsewhere.requests.length;
    const moved = await admin.post(`${url}/test`, {
      providerId: provider.id,
      baseUrl: elsewhere.baseUrl,
      model: 'stub-model',
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().detail[0]).toEqual({
      loc: ['body', 'apiKey'],
      msg: '修改地址后需重新输入 API 密钥：已保存的密钥只会发送到保存时的地址',
    });
    expect(elsewhere.requests.length).toBe(before);
    // In English too.
    const english = await t.app.inject({
      method: 'POST',
      url: `${url}/test`,
      payload: { providerId: provider.id, baseUrl: elsewhere.baseUrl, model: 'stub-model' },
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(english.json().detail[0].msg).toBe(
      'Enter the API key again when the address changes: a saved key is only sent to the address it was saved with',
    );
    // With the key typed in, the test goes to the new address with that key, never the saved one.
    const typed = await admin.post(`${url}/test`, {
      providerId: provider.id,
      baseUrl: elsewhere.baseUrl,
      apiKey: TYPED,
      model: 'stub-model',
    });
    expect(typed.json()).toMatchObject({ ok: true });
    expect(elsewhere.requests.length).toBe(before + 1);
    expect(sentElsewhere()).not.toContain(`Bearer ${KEY}`);
    expect(elsewhere.requests.at(-1)?.authorization).toBe(`Bearer ${TYPED}`);
    // A change in form only (trailing slash, letter case of scheme and host) keeps the saved key.
    for (const same of [`${keyed.baseUrl}/`, keyed.baseUrl.replace('http://', 'HTTP://')]) {
      const tested = await admin.post(`${url}/test`, {
        providerId: provider.id,
        baseUrl: same,
        model: 'stub-model',
      });
      expect(tested.json(), same).toMatchObject({ ok: true });
      expect(keyed.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    }
  });

  it('refuses to move a saved key to a new address; the key typed again is accepted', async () => {
    const { owner, admin, url, provider } = await team(2);
    const saved = await row(provider.id);
    const moved = await admin.put(`${url}/${provider.id}`, body(elsewhere.baseUrl));
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().detail[0].loc).toEqual(['body', 'apiKey']);
    const unchanged = await row(provider.id);
    expect(unchanged.baseUrl).toBe(keyed.baseUrl);
    expect(unchanged.apiKeyEncrypted).toBe(saved.apiKeyEncrypted);
    // Nothing reached the other server: the members' chats still go to the saved address.
    const before = elsewhere.requests.length;
    const session = await owner.session();
    const { events } = await owner.ask(session, {
      prompt: '你好',
      options: { model: `${provider.id}:stub-model`, usingContext: true },
    });
    expect(events.at(-1)?.event).toBe('done');
    expect(keyed.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    expect(elsewhere.requests.length).toBe(before);

    // A change in form only keeps the key.
    const cosmetic = await admin.put(`${url}/${provider.id}`, body(`${keyed.baseUrl}/`));
    expect(cosmetic.statusCode, cosmetic.body).toBe(200);
    expect(cosmetic.json()).toMatchObject({ hasApiKey: true, apiKeyLast4: '5b1c' });
    expect((await row(provider.id)).apiKeyEncrypted).toBe(saved.apiKeyEncrypted);

    // Typed again (here: a different key), the new address is saved with the new key.
    const retyped = await admin.put(`${url}/${provider.id}`, {
      ...body(elsewhere.baseUrl),
      apiKey: TYPED,
    });
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(retyped.json()).toMatchObject({
      baseUrl: elsewhere.baseUrl,
      hasApiKey: true,
      apiKeyLast4: '2222',
    });
    const tested = await admin.post(`${url}/test`, {
      providerId: provider.id,
      model: 'stub-model',
    });
    expect(tested.json()).toMatchObject({ ok: true });
    expect(elsewhere.requests.at(-1)?.authorization).toBe(`Bearer ${TYPED}`);
    expect(sentElsewhere()).not.toContain(`Bearer ${KEY}`);
  });

  it('moves a provider without a key, or clearing its key, freely', async () => {
    const { admin, url, provider } = await team(3);
    const cleared = await admin.put(`${url}/${provider.id}`, {
      ...body(elsewhere.baseUrl),
      apiKey: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ baseUrl: elsewhere.baseUrl, hasApiKey: false });
    expect((await row(provider.id)).apiKeyEncrypted).toBe('');
    // No key saved: there is nothing to keep for the old address.
    const back = await admin.put(`${url}/${provider.id}`, body(keyed.baseUrl));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ baseUrl: keyed.baseUrl, hasApiKey: false });
    const tested = await admin.post(`${url}/test`, {
      providerId: provider.id,
      baseUrl: elsewhere.baseUrl,
      model: 'stub-model',
    });
    expect(tested.json()).toMatchObject({ ok: true });
    expect(elsewhere.requests.at(-1)?.authorization).toBeUndefined();
  });
});
