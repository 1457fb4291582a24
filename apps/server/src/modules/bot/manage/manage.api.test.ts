import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_KEYS_MAX,
  DEFAULT_BOT_SETTINGS,
  type BotKey,
  type BotSettings,
} from '@miaoyu/contracts/bot';
import { orgMembers } from '../../../db/schema';
import { addKey, serviceHelper, visitorOf } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';

describe.each(DATABASE_KINDS)('managing a bot on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);
  const team = {} as { owner: ChatUser; member: ChatUser; orgId: string; botId: string };
  beforeAll(async () => {
    team.owner = await user('13944440001');
    team.member = await user('13944440002');
    team.orgId = (await team.owner.post('/v1/orgs', { name: '管理团队' })).json().id;
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(team.orgId), userId: BigInt(team.member.id), role: 'member' });
    team.botId = await serviceHelper(team.owner, team.orgId, { visibility: 'team' });
  });
  const helperUrl = (helperId: string) => `/v1/orgs/${team.orgId}/helpers/${helperId}`;

  it('starts from the default settings and checks each field it saves', async () => {
    const url = `${helperUrl(team.botId)}/bot`;
    const defaults = await team.owner.get(url);
    expect(defaults.statusCode, defaults.body).toBe(200);
    expect(defaults.json()).toEqual(DEFAULT_BOT_SETTINGS);

    const settings: BotSettings = {
      look: { primaryColor: '#00B42A', title: '小妙', launcherIcon: 'headset', position: 'left' },
      handoff: { enabled: true, onNoAnswer: true, minScore: 0.5 },
      dailyCap: 500,
    };
    const badColour = await team.owner.put(url, {
      ...settings,
      look: { ...settings.look, primaryColor: 'green' },
    });
    expect(badColour.statusCode).toBe(422);
    expect(badColour.json().detail[0].loc).toEqual(['body', 'look', 'primaryColor']);
    for (const minScore of [1.5, -0.1]) {
      const bad = await team.owner.put(url, {
        ...settings,
        handoff: { ...settings.handoff, minScore },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0].loc).toEqual(['body', 'handoff', 'minScore']);
    }
    expect((await team.owner.get(url)).json()).toEqual(DEFAULT_BOT_SETTINGS);

    const saved = await team.owner.put(url, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await team.owner.get(url)).json()).toEqual(settings);
    // Visitors see the new look.
    const key = await addKey(team.owner, team.orgId, team.botId);
    const look = await t.app.inject({ method: 'GET', url: `/v1/webPreviewUi?key=${key.key}` });
    expect(look.json()).toMatchObject({ primaryColor: '#00B42A', title: '小妙', position: 'left' });
  });

  it('refuses a helper that is not a service helper', async () => {
    const chatId = await serviceHelper(team.owner, team.orgId, { kind: 'chat', name: '助手' });
    const base = helperUrl(chatId);
    const answers = [
      await team.owner.get(`${base}/bot`),
      await team.owner.put(`${base}/bot`, DEFAULT_BOT_SETTINGS),
      await team.owner.get(`${base}/bot-keys`),
      await team.owner.post(`${base}/bot-keys`, {
        name: '官网',
        allowedOrigins: [],
        expiresAt: null,
        perVisitorPerMinute: 10,
        perVisitorPerDay: 200,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('NOT_A_BOT');
    }
  });

  it("lets a member manage their own bot, not the owner's", async () => {
    const { owner, member } = team;
    const key = await addKey(owner, team.orgId, team.botId);
    const theirs = helperUrl(team.botId);
    const refused = [
      await member.get(`${theirs}/bot`),
      await member.put(`${theirs}/bot`, DEFAULT_BOT_SETTINGS),
      await member.get(`${theirs}/bot-keys`),
      await member.post(`${theirs}/bot-keys`, {
        name: '我的',
        allowedOrigins: [],
        expiresAt: null,
        perVisitorPerMinute: 10,
        perVisitorPerDay: 200,
      }),
      await member.patch(`${theirs}/bot-keys/${key.id}`, { name: '改名' }),
      await member.del(`${theirs}/bot-keys/${key.id}`),
    ];
    for (const res of refused) expect(res.statusCode, res.body).toBe(403);
    // The owner's private bot is not even there for them.
    const privateId = await serviceHelper(owner, team.orgId, { name: '内部客服' });
    expect((await member.get(`${helperUrl(privateId)}/bot`)).statusCode).toBe(404);

    const ownId = await serviceHelper(member, team.orgId, { name: '成员的客服' });
    const settings = { ...DEFAULT_BOT_SETTINGS, dailyCap: 10 };
    const saved = await member.put(`${helperUrl(ownId)}/bot`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    // Letting visitors in is for owners and admins; taking them out is the author's too.
    const keyBody = {
      name: '我的',
      allowedOrigins: [],
      expiresAt: null,
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    };
    const mine = await member.post(`${helperUrl(ownId)}/bot-keys`, keyBody);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe('BOT_KEYS_NEED_MANAGER');
    const own = await addKey(owner, team.orgId, ownId, { allowedOrigins: [] });
    expect((await member.get(`${helperUrl(ownId)}/bot-keys`)).json().list).toHaveLength(1);
    const revoked = await member.del(`${helperUrl(ownId)}/bot-keys/${own.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    // Someone else's key is not reached through one's own bot.
    const across = await member.del(`${helperUrl(ownId)}/bot-keys/${key.id}`);
    expect(across.statusCode).toBe(404);
  });

  it('makes keys with checked origins, changes and revokes them', async () => {
    const keysUrl = `${helperUrl(team.botId)}/bot-keys`;
    const made = await team.owner.post(keysUrl, {
      name: '官网',
      allowedOrigins: ['https://Shop.Example.com/', 'http://localhost:5173'],
      expiresAt: null,
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    });
    expect(made.statusCode, made.body).toBe(200);
    const key = made.json() as BotKey;
    expect(key).toMatchObject({
      helperId: team.botId,
      name: '官网',
      allowedOrigins: ['https://shop.example.com', 'http://localhost:5173'],
      revokedAt: null,
      conversations: 0,
    });
    expect(key.key).toMatch(/^cs[A-Za-z0-9]{22}$/);

    for (const origin of ['https://shop.example.com/path', 'javascript:alert(1)']) {
      const bad = await team.owner.post(keysUrl, {
        name: '坏来源',
        allowedOrigins: ['https://ok.example.com', origin],
        expiresAt: null,
        perVisitorPerMinute: 10,
        perVisitorPerDay: 200,
      });
      expect(bad.statusCode, origin).toBe(422);
      expect(bad.json().detail[0].loc).toEqual(['body', 'allowedOrigins', '1']);
    }

    // An expiry is a moment, not a day, and the answer says so.
    const dayOnly = await team.owner.post(keysUrl, {
      name: '到期',
      allowedOrigins: [],
      expiresAt: '2026-12-31',
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    });
    expect(dayOnly.statusCode).toBe(422);
    expect(dayOnly.json().detail[0].loc).toEqual(['body', 'expiresAt']);
    expect(dayOnly.json().detail[0].msg).toContain('2026-12-31T18:00:00+08:00');

    const keyUrl = `${keysUrl}/${key.id}`;
    const changed = await team.owner.patch(keyUrl, { name: '官网新版', perVisitorPerMinute: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: '官网新版',
      perVisitorPerMinute: 5,
      perVisitorPerDay: 200,
      allowedOrigins: ['https://shop.example.com', 'http://localhost:5173'],
    });
    expect((await team.owner.patch(keyUrl, {})).statusCode).toBe(422);
    expect(
      (await team.owner.patch(keyUrl, { allowedOrigins: ['javascript:alert(1)'] })).statusCode,
    ).toBe(422);

    const revoked = await team.owner.del(keyUrl);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const late = await team.owner.patch(keyUrl, { name: '复活' });
    expect(late.statusCode).toBe(404);
    expect((await team.owner.del(keyUrl)).statusCode).toBe(404);
    const listed = (await team.owner.get(keysUrl)).json().list as BotKey[];
    expect(listed.find((k) => k.id === key.id)).toMatchObject({ name: '官网新版' });
    expect(listed.find((k) => k.id === key.id)!.revokedAt).not.toBeNull();
  });

  it('keeps at most 20 live keys, revoked ones not counted', async () => {
    const botId = await serviceHelper(team.owner, team.orgId, { name: '多入口客服' });
    const keys: BotKey[] = [];
    for (let i = 0; i < BOT_KEYS_MAX; i++)
      keys.push(await addKey(team.owner, team.orgId, botId, { name: `入口${i + 1}` }));
    const keysUrl = `${helperUrl(botId)}/bot-keys`;
    const body = {
      name: '多一个',
      allowedOrigins: [],
      expiresAt: null,
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    };
    const over = await team.owner.post(keysUrl, body);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('BOT_KEYS_LIMIT');
    expect(over.json().message).toContain(String(BOT_KEYS_MAX));

    await team.owner.del(`${keysUrl}/${keys[0]!.id}`);
    expect((await team.owner.post(keysUrl, body)).statusCode).toBe(200);
    expect((await team.owner.post(keysUrl, body)).statusCode).toBe(409);
    expect((await team.owner.get(keysUrl)).json().list).toHaveLength(BOT_KEYS_MAX + 1);
  });

  it('counts the conversations started with each key', async () => {
    const botId = await serviceHelper(team.owner, team.orgId, { name: '计数客服' });
    const busy = await addKey(team.owner, team.orgId, botId, { name: '官网' });
    const quiet = await addKey(team.owner, team.orgId, botId, { name: '公众号' });
    const first = await visitorOf(t, busy.key);
    await first.start();
    await first.start();
    await (await visitorOf(t, busy.key)).start();
    const list = (await team.owner.get(`${helperUrl(botId)}/bot-keys`)).json().list as BotKey[];
    expect(list.map((k) => [k.id, k.conversations])).toEqual([
      [busy.id, 3],
      [quiet.id, 0],
    ]);
    const renamed = await team.owner.patch(`${helperUrl(botId)}/bot-keys/${busy.id}`, {
      name: '官网改版',
    });
    expect(renamed.json().conversations).toBe(3);
  });
});
