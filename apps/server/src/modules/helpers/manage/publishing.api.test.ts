import { beforeAll, describe, expect, it } from 'vitest';
import { orgMembers } from '../../../db/schema';
import { addKey } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';

const botKeyBody = {
  name: '官网',
  allowedOrigins: ['https://shop.example.com'],
  expiresAt: null,
  perVisitorPerMinute: 10,
  perVisitorPerDay: 100,
};

describe.each(DATABASE_KINDS)('who may publish a helper on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);
  const team = {} as {
    owner: ChatUser;
    admin: ChatUser;
    member: ChatUser;
    orgId: string;
    datasetId: string;
    otherDatasetId: string;
  };
  beforeAll(async () => {
    team.owner = await user('13766660001');
    team.admin = await user('13766660002');
    team.member = await user('13766660003', 'en-US');
    team.orgId = (await team.owner.post('/v1/orgs', { name: '知识团队' })).json().id;
    for (const [who, role] of [
      [team.admin, 'admin'],
      [team.member, 'member'],
    ] as const)
      await t.app.db
        .insert(orgMembers)
        .values({ orgId: BigInt(team.orgId), userId: BigInt(who.id), role });
    const kb = knowledgeOf(t, team.owner, team.orgId);
    team.datasetId = await kb.create('内部价格表');
    team.otherDatasetId = await kb.create('客户名单');
  });
  const helpers = () => `/v1/orgs/${team.orgId}/helpers`;
  const made = async (who: ChatUser, body: object) => {
    const res = await who.post(helpers(), body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const refused = (res: { statusCode: number; json: () => { code: string } }, code: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
  };
  const countHelpers = async () =>
    (await team.owner.get(`${helpers()}?scope=mine`)).json().total +
    (await team.member.get(`${helpers()}?scope=mine`)).json().total;

  it('keeps a member’s helpers inside the team, and writes nothing it refuses', async () => {
    const { member, datasetId } = team;
    const before = await countHelpers();
    const open = await member.post(helpers(), { name: '公开', kind: 'chat', visibility: 'public' });
    refused(open, 'HELPER_PUBLIC_NEEDS_MANAGER');
    expect(open.json().message).toBe("Only the team's owners and admins can make a helper public");
    const openWithKnowledge = await member.post(helpers(), {
      name: '公开的知识',
      kind: 'chat',
      visibility: 'public',
      datasetIds: [datasetId],
    });
    refused(openWithKnowledge, 'HELPER_PUBLIC_NEEDS_MANAGER');
    expect(await countHelpers()).toBe(before);

    // Inside the team a member may use the knowledge: a private or team helper.
    const own = await made(member, { name: '我的助手', kind: 'chat', datasetIds: [datasetId] });
    const url = `${helpers()}/${own}`;
    expect((await member.patch(url, { visibility: 'team' })).statusCode).toBe(200);
    refused(await member.patch(url, { visibility: 'public' }), 'HELPER_PUBLIC_NEEDS_MANAGER');
    expect((await member.get(url)).json()).toMatchObject({ visibility: 'team', version: 2 });

    // Its API keys would let anyone outside read the team's passages.
    const keys = `${url}/api-keys`;
    refused(await member.post(keys, { name: '外部' }), 'HELPER_KEYS_NEED_MANAGER');
    // Refused before the body is read, as any missing right is.
    refused(await member.post(keys, {}), 'HELPER_KEYS_NEED_MANAGER');
    expect((await team.owner.get(keys)).json().list).toEqual([]);
  });

  it('lets a member key a helper without knowledge, and then not give it any', async () => {
    const { member, datasetId } = team;
    const plain = await made(member, { name: '写作助手', kind: 'chat' });
    const keys = `${helpers()}/${plain}/api-keys`;
    expect((await member.post(keys, { name: '脚本' })).statusCode).toBe(200);
    refused(
      await member.patch(`${helpers()}/${plain}`, { datasetIds: [datasetId] }),
      'HELPER_KNOWLEDGE_NEEDS_MANAGER',
    );
    expect((await member.get(`${helpers()}/${plain}`)).json().datasetIds).toEqual([]);
  });

  it('leaves letting visitors in, and what a live bot knows, to owners and admins', async () => {
    const { member, admin, datasetId, otherDatasetId } = team;
    // A member drafts a customer-service bot with the team's knowledge...
    const bot = await made(member, { name: '售前客服', kind: 'service', datasetIds: [datasetId] });
    const url = `${helpers()}/${bot}`;
    refused(await member.post(`${url}/bot-keys`, botKeyBody), 'BOT_KEYS_NEED_MANAGER');
    refused(await member.post(`${url}/bot-keys`, {}), 'BOT_KEYS_NEED_MANAGER');

    // ...an admin lets visitors in; its author still edits what publishes nothing more.
    const key = await addKey(admin, team.orgId, bot);
    const edited = await member.patch(url, { welcome: '您好！', datasetIds: [datasetId] });
    expect(edited.statusCode, edited.body).toBe(200);
    refused(
      await member.patch(url, { datasetIds: [datasetId, otherDatasetId] }),
      'HELPER_KNOWLEDGE_NEEDS_MANAGER',
    );
    refused(
      await member.patch(`${url}/bot-keys/${key.id}`, { allowedOrigins: ['https://evil.example'] }),
      'BOT_KEYS_NEED_MANAGER',
    );
    // Taking it off the air is always theirs to do; a draft again, it may learn more.
    expect((await member.del(`${url}/bot-keys/${key.id}`)).statusCode).toBe(200);
    const more = await member.patch(url, { datasetIds: [datasetId, otherDatasetId] });
    expect(more.statusCode, more.body).toBe(200);
  });

  it('refuses a rollback that would publish, and lets an admin publish', async () => {
    const { member, admin } = team;
    const own = await made(member, { name: '草稿', kind: 'chat' });
    const url = `${helpers()}/${own}`;
    expect((await admin.patch(url, { visibility: 'public' })).statusCode).toBe(200);
    expect((await member.patch(url, { name: '草稿二' })).statusCode).toBe(200);
    expect((await member.patch(url, { visibility: 'private' })).statusCode).toBe(200);
    refused(await member.post(`${url}/versions/2/restore`), 'HELPER_PUBLIC_NEEDS_MANAGER');
    expect((await admin.post(`${url}/versions/2/restore`)).statusCode).toBe(200);
    expect((await member.get(url)).json().visibility).toBe('public');
  });
});
