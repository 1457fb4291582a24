import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orgMembers, users } from '../../db/schema';
import { addKey, serviceHelper } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('keys whose holder leaves the team on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);
  const team = {} as { owner: ChatUser; orgId: string; chatId: string; botId: string };
  let phone = 13755550100;
  beforeAll(async () => {
    team.owner = await user(String(phone++));
    team.orgId = (await team.owner.post('/v1/orgs', { name: '密钥团队' })).json().id;
    team.chatId = (
      await team.owner.post(`/v1/orgs/${team.orgId}/helpers`, {
        name: '接口助手',
        kind: 'chat',
        visibility: 'team',
      })
    ).json().id;
    team.botId = await serviceHelper(team.owner, team.orgId, { visibility: 'team' });
  });
  const helper = (id: string) => `/v1/orgs/${team.orgId}/helpers/${id}`;
  const join = async (role: 'admin' | 'member') => {
    const who = await user(String(phone++));
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(team.orgId), userId: BigInt(who.id), role });
    return who;
  };
  /** An API key of the team's chat helper and a key of its bot, both made by `who`. */
  const keysOf = async (who: ChatUser) => {
    const api = await who.post(`${helper(team.chatId)}/api-keys`, { name: '脚本' });
    expect(api.statusCode, api.body).toBe(200);
    const bot = await addKey(who, team.orgId, team.botId);
    return { api: api.json() as { id: string; key: string }, bot };
  };
  const callApi = (key: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/openai/models',
      headers: { authorization: `Bearer ${key}` },
    });
  const openBot = (key: string) =>
    t.app.inject({ method: 'GET', url: `/v1/webPreviewUi?key=${key}` });
  const listed = async (keyId: string) => {
    const api = (await team.owner.get(`${helper(team.chatId)}/api-keys`)).json().list;
    const bot = (await team.owner.get(`${helper(team.botId)}/bot-keys`)).json().list;
    return [...api, ...bot].find((k: { id: string }) => k.id === keyId);
  };
  /** Both keys are refused, as suspended, and listed so with the reason. */
  const expectSuspended = async (
    keys: Awaited<ReturnType<typeof keysOf>>,
    reason: string,
    holderId: string | null,
  ) => {
    const api = await callApi(keys.api.key);
    expect(api.statusCode).toBe(401);
    expect(api.json().error).toMatchObject({ code: 'API_KEY_SUSPENDED' });
    const bot = await openBot(keys.bot.key);
    expect(bot.statusCode).toBe(403);
    expect(bot.json()).toMatchObject({
      code: 'BOT_KEY_SUSPENDED',
      message: '这个客服链接已暂停使用',
    });
    for (const id of [keys.api.id, keys.bot.id])
      expect(await listed(id)).toMatchObject({ suspendedReason: reason, holderId });
  };

  it('suspends the keys of a removed admin until someone is handed them', async () => {
    const admin = await join('admin');
    const keys = await keysOf(admin);
    expect((await callApi(keys.api.key)).statusCode).toBe(200);
    expect((await openBot(keys.bot.key)).statusCode).toBe(200);
    expect(await listed(keys.api.id)).toMatchObject({ holderId: admin.id, suspendedAt: null });

    expect((await team.owner.del(`/v1/orgs/${team.orgId}/members/${admin.id}`)).statusCode).toBe(
      200,
    );
    await expectSuspended(keys, 'removed', admin.id);

    // Back in the team, they do not get their keys back by themselves.
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(team.orgId), userId: BigInt(admin.id), role: 'member' });
    await expectSuspended(keys, 'removed', admin.id);

    // The owner hands one to a member and takes the other: both work again.
    const member = await join('member');
    const toMember = await team.owner.post(
      `${helper(team.chatId)}/api-keys/${keys.api.id}/assign`,
      { userId: member.id },
    );
    expect(toMember.statusCode, toMember.body).toBe(200);
    expect(toMember.json()).toMatchObject({
      holderId: member.id,
      suspendedAt: null,
      suspendedReason: null,
    });
    expect((await callApi(keys.api.key)).statusCode).toBe(200);
    const toOwner = await team.owner.post(`${helper(team.botId)}/bot-keys/${keys.bot.id}/assign`, {
      userId: team.owner.id,
    });
    expect(toOwner.statusCode, toOwner.body).toBe(200);
    expect((await openBot(keys.bot.key)).statusCode).toBe(200);

    // Someone outside the team cannot hold a key; a member cannot hand keys on.
    const outsider = await user(String(phone++));
    const refused = await team.owner.post(`${helper(team.chatId)}/api-keys/${keys.api.id}/assign`, {
      userId: outsider.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'KEY_HOLDER_NOT_MEMBER' });
    const byMember = await member.post(`${helper(team.chatId)}/api-keys/${keys.api.id}/assign`, {
      userId: member.id,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('suspends the keys of an admin who leaves', async () => {
    const admin = await join('admin');
    const keys = await keysOf(admin);
    expect((await admin.post(`/v1/orgs/${team.orgId}/leave`)).statusCode).toBe(200);
    await expectSuspended(keys, 'left', admin.id);
  });

  it('suspends the keys of a banned admin, and an unban does not restore them', async () => {
    const admin = await join('admin');
    const keys = await keysOf(admin);
    const platform = await user(String(phone++));
    await t.app.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, BigInt(platform.id)));
    const ban = await platform.post(`/v1/admin/users/${admin.id}/ban`, { reason: '泄露密钥' });
    expect(ban.statusCode, ban.body).toBe(200);
    await expectSuspended(keys, 'banned', admin.id);
    expect((await platform.post(`/v1/admin/users/${admin.id}/unban`)).statusCode).toBe(200);
    await expectSuspended(keys, 'banned', admin.id);
  });

  it('suspends the keys of an admin who deletes their account', async () => {
    const admin = await join('admin');
    const keys = await keysOf(admin);
    expect((await admin.post('/v1/user/delete', { confirm: 'DELETE' })).statusCode).toBe(200);
    await expectSuspended(keys, 'deleted', null);
  });
});
