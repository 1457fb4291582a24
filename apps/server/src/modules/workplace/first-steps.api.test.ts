import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstSteps } from '@miaoyu/contracts';
import { addKey, serviceHelper } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../test/knowledge';
import { startLlmStub, type LlmStub } from '../../../test/llm-stub';

describe.each(DATABASE_KINDS)('the first steps on %s', (kind) => {
  // A model endpoint a team may add; the studio itself offers none, so the model step starts open.
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  let stub: LlmStub;
  beforeAll(async () => {
    stub = await startLlmStub({ chunks: 1, delayMs: 0 });
    env.LLM_ALLOWED_HOSTS = new URL(stub.url).host;
  });
  afterAll(async () => {
    await stub?.close();
  });
  const t = useTestApp(kind, () => env);
  const user = chatUsers(t);

  const stepsOf = async (me: ChatUser): Promise<FirstSteps> => {
    const res = await me.get('/v1/workplace/first-steps');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FirstSteps;
  };
  const done = async (me: ChatUser) =>
    (await stepsOf(me)).steps.filter((s) => s.done).map((s) => s.id);
  const look = (key: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/v1/case/webPreviewUi?key=${key}`, headers });

  it('ticks each step from what the team has, for the caller’s team alone', async () => {
    const owner = await user('13955550001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '起步团队' })).json().id;
    const other = await user('13955550002');
    await other.post('/v1/orgs', { name: '别的团队' });
    expect(await stepsOf(owner)).toEqual({
      dismissed: false,
      steps: ['model', 'knowledge', 'helper', 'bot', 'embed'].map((id) => ({ id, done: false })),
      botHelperId: null,
    });

    const provider = await owner.post(`/v1/orgs/${orgId}/model-providers`, {
      name: '团队模型',
      baseUrl: stub.baseUrl,
      models: [{ id: 'stub-model' }],
    });
    expect(provider.statusCode, provider.body).toBe(200);
    expect(await done(owner)).toEqual(['model']);

    // A knowledge base counts once a document in it is ready, not when it is made.
    const kb = knowledgeOf(t, owner, orgId);
    const datasetId = await kb.create('售后指南');
    expect(await done(owner)).toEqual(['model']);
    expect((await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD))).statusCode).toBe(200);
    expect((await kb.settled(datasetId)).map((d) => d.status)).toEqual(['done']);
    expect(await done(owner)).toEqual(['model', 'knowledge']);

    // A service helper is a helper; it is a bot once it has a key.
    const helperId = await serviceHelper(owner, orgId);
    expect(await done(owner)).toEqual(['model', 'knowledge', 'helper']);
    const botKey = await addKey(owner, orgId, helperId);
    const withBot = await stepsOf(owner);
    expect(withBot.steps.filter((s) => s.done).map((s) => s.id)).toEqual([
      'model',
      'knowledge',
      'helper',
      'bot',
    ]);
    expect(withBot.botHelperId).toBe(helperId);

    // The studio's own pages and sites the key does not list are no embedding.
    const own = await look(botKey.key, {
      host: 'studio.example.com',
      origin: 'https://studio.example.com',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await look(botKey.key, { origin: 'https://elsewhere.example.com' })).statusCode).toBe(
      403,
    );
    expect(await done(owner)).not.toContain('embed');
    // The embed loader on a listed site asks for the look: the bot is on that site.
    expect((await look(botKey.key, { origin: 'https://shop.example.com' })).statusCode).toBe(200);
    expect(await done(owner)).toEqual(['model', 'knowledge', 'helper', 'bot', 'embed']);

    // None of it shows in another team, nor in the owner's personal organisation.
    expect(await done(other)).toEqual([]);
    expect((await owner.post('/v1/user/currentOrg', { orgId: owner.orgId })).statusCode).toBe(200);
    expect(await done(owner)).toEqual([]);
    await owner.post('/v1/user/currentOrg', { orgId });

    // A revoked key is no live bot (the embedding it had stays history).
    const revoked = await owner.del(`/v1/orgs/${orgId}/helpers/${helperId}/bot-keys/${botKey.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await done(owner)).toEqual(['model', 'knowledge', 'helper', 'embed']);
  });

  it('is put away per member and team, and brought back', async () => {
    const owner = await user('13955550011');
    const orgId: string = (await owner.post('/v1/orgs', { name: '收起团队' })).json().id;
    const link = (await owner.post(`/v1/orgs/${orgId}/invites`, { maxUses: 5 })).json();
    const member = await user('13955550012');
    expect((await member.post(`/v1/invites/${link.code}/accept`)).statusCode).toBe(200);
    await member.post('/v1/user/currentOrg', { orgId });

    const put = await owner.put('/v1/workplace/first-steps', { dismissed: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as FirstSteps).dismissed).toBe(true);
    expect((await stepsOf(owner)).dismissed).toBe(true);
    expect((await stepsOf(member)).dismissed).toBe(false);
    await owner.post('/v1/user/currentOrg', { orgId: owner.orgId });
    expect((await stepsOf(owner)).dismissed).toBe(false);
    await owner.post('/v1/user/currentOrg', { orgId });
    await owner.put('/v1/workplace/first-steps', { dismissed: false });
    expect((await stepsOf(owner)).dismissed).toBe(false);

    expect((await owner.put('/v1/workplace/first-steps', { dismissed: 'yes' })).statusCode).toBe(
      422,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/workplace/first-steps' });
    expect(anonymous.statusCode).toBe(401);
  });
});
