import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, users } from '../../db/schema';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { knowledgeOf } from '../../../test/knowledge';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';

const HOSTS = '/v1/admin/model-hosts';

/**
 * A platform admin allows a private model server (an Ollama, a vLLM) from the studio: stored,
 * audited, applied by every instance's outbound guard at once, beside LLM_ALLOWED_HOSTS, and for
 * model endpoints only (never for pages a knowledge base imports).
 */
describe.each(DATABASE_KINDS)('model-host allow list on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  /** A local model server nobody allowed yet. */
  let local: LlmStub;
  /** One the environment allows. */
  let fromEnv: LlmStub;
  let localHost = '';
  beforeAll(async () => {
    local = await startLlmStub({ chunks: 1, delayMs: 0 });
    fromEnv = await startLlmStub({ chunks: 1, delayMs: 0 });
    localHost = new URL(local.url).host;
    env.LLM_ALLOWED_HOSTS = new URL(fromEnv.url).host;
  });
  afterAll(async () => {
    await local?.close();
    await fromEnv?.close();
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** A second instance on the same database, as behind a load balancer. */
  let other: App;
  beforeAll(async () => {
    // It must not close the shared database; the first instance does.
    const database = { ...t.app.database, close: async () => {} };
    other = await buildApp(testConfig({ ...env }), { database });
    await other.ready();
  });
  // Registered last, so it runs first: the second instance goes before the database closes.
  afterAll(async () => {
    await other?.close();
  });

  async function platformAdmin(phone: string): Promise<ChatUser> {
    const me = await user(phone);
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(me.id)));
    return me;
  }
  const testOn = (me: ChatUser, baseUrl: string) =>
    me.post(`/v1/orgs/${me.orgId}/model-providers/test`, { baseUrl, model: 'stub-model' });
  const providerOn = (me: ChatUser, baseUrl: string) =>
    me.post(`/v1/orgs/${me.orgId}/model-providers`, {
      name: '本地模型',
      baseUrl,
      models: [{ id: 'stub-model' }],
    });

  it('lets only platform admins read and change it', async () => {
    const member = await user('13900001001');
    expect((await member.get(HOSTS)).statusCode).toBe(403);
    // Refused before the body is read: no validation message describes the route.
    const added = await member.post(HOSTS, { host: 'not a host' });
    expect(added.statusCode).toBe(403);
    expect(added.json().code).toBe('FORBIDDEN');
    expect((await member.del(`${HOSTS}/${encodeURIComponent(localHost)}`)).statusCode).toBe(403);
    expect(local.requests).toEqual([]);
  });

  it('refuses a private host until an admin allows it, then without a restart; audited', async () => {
    const owner = await user('13900001002', 'en-US');
    const refused = await testOn(owner, local.baseUrl);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'BASE_URL_FORBIDDEN',
      detail: [expect.objectContaining({ loc: ['body', 'baseUrl'] })],
    });
    // The message names the fix.
    expect(refused.json().message).toContain('Platform admin → Model hosts');
    expect(refused.json().message).toContain('LLM_ALLOWED_HOSTS');
    expect((await providerOn(owner, local.baseUrl)).json().code).toBe('BASE_URL_FORBIDDEN');

    const admin = await platformAdmin('13900001003');
    const bad = await admin.post(HOSTS, { host: 'http://127.0.0.1/v1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'host'] });
    const allowed = await admin.post(HOSTS, { host: ` ${localHost} `, note: '本机 Ollama' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({
      list: [{ host: localHost, note: '本机 Ollama', createdBy: expect.any(String) }],
      fromEnvironment: [new URL(fromEnv.url).host],
    });
    const [row] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'model_host.allow'), eq(auditLogs.targetId, localHost)));
    expect(row).toMatchObject({
      actorUserId: BigInt(admin.id),
      targetType: 'model_host',
      detail: { note: '本机 Ollama' },
    });

    const tested = await testOn(owner, local.baseUrl);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ ok: true });
    expect((await providerOn(owner, local.baseUrl)).statusCode).toBe(200);
    expect(local.requests.length).toBeGreaterThan(0);
  });

  it('applies on another instance at once, adding and removing', async () => {
    const admin = await platformAdmin('13900001004');
    // An entry with a port allows that port alone.
    const other2 = await startLlmStub({ chunks: 1, delayMs: 0 });
    try {
      const host = new URL(other2.url).host;
      const owner = await user('13900001005');
      const testOnOther = () =>
        other.inject({
          method: 'POST',
          url: `/v1/orgs/${owner.orgId}/model-providers/test`,
          headers: owner.headers,
          payload: { baseUrl: other2.baseUrl, model: 'stub-model' },
        });
      expect((await testOnOther()).statusCode).toBe(422);
      expect((await admin.post(HOSTS, { host })).statusCode).toBe(200);
      await expect.poll(async () => (await testOnOther()).statusCode, { timeout: 5000 }).toBe(200);

      const removed = await admin.del(`${HOSTS}/${encodeURIComponent(host)}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().list.map((h: { host: string }) => h.host)).not.toContain(host);
      const [row] = await t.app.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'model_host.remove'), eq(auditLogs.targetId, host)));
      expect(row).toMatchObject({ actorUserId: BigInt(admin.id) });
      // Refused on this instance before the answer came, and on the other as soon as it hears.
      expect((await testOn(owner, other2.baseUrl)).statusCode).toBe(422);
      await expect.poll(async () => (await testOnOther()).statusCode, { timeout: 5000 }).toBe(422);
      expect((await admin.del(`${HOSTS}/${encodeURIComponent(host)}`)).statusCode).toBe(404);
    } finally {
      await other2.close();
    }
  });

  it('still honours LLM_ALLOWED_HOSTS, which the list shows but cannot remove', async () => {
    const owner = await user('13900001006');
    const tested = await testOn(owner, fromEnv.baseUrl);
    expect(tested.json()).toMatchObject({ ok: true });
    const admin = await platformAdmin('13900001007');
    const envHost = new URL(fromEnv.url).host;
    expect((await admin.get(HOSTS)).json().fromEnvironment).toEqual([envHost]);
    expect((await admin.del(`${HOSTS}/${encodeURIComponent(envHost)}`)).statusCode).toBe(404);
    expect((await testOn(owner, fromEnv.baseUrl)).json()).toMatchObject({ ok: true });
  });

  it('does not open the host to knowledge-base page imports', async () => {
    const admin = await platformAdmin('13900001008');
    expect((await admin.post(HOSTS, { host: localHost })).statusCode).toBe(200);
    await expect(t.app.outbound.assertPublicUrl(`${local.url}/page`)).resolves.toBeUndefined();
    await expect(t.app.pageOutbound.assertPublicUrl(`${local.url}/page`)).rejects.toThrow(
      /forbidden host/,
    );
    const owner = await user('13900001009');
    const kb = knowledgeOf(t, owner);
    const datasetId = await kb.create('内网页面');
    const imported = await owner.post(`${kb.base}/${datasetId}/documents/url`, {
      url: `${local.url}/page`,
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().code).toBe('URL_FORBIDDEN');
  });

  it('an instance that starts later reads the stored list before it serves', async () => {
    const database = { ...t.app.database, close: async () => {} };
    const late = await buildApp(testConfig({ ...env }), { database });
    try {
      await late.ready();
      expect(late.outbound.allowedHosts.has(localHost)).toBe(true);
      expect(late.pageOutbound.allowedHosts.has(localHost)).toBe(false);
    } finally {
      await late.close();
    }
  });
});
