import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SaleChat, SaleChatSummary } from '@miaoyu/contracts/sales';
import { files } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { salesOf, salesTeam, solidPicture, type SalesTeam } from '../../../test/sales';

describe.each(DATABASE_KINDS)('sale chats on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    // Models are named here, never called.
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'stub-model',
  });
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam; other: SalesTeam; stranger: ChatUser };
  beforeAll(async () => {
    s.team = await salesTeam(t, user, 101);
    s.other = await salesTeam(t, user, 102);
    s.stranger = await user('13666000999');
  });
  const as = (me: ChatUser) => salesOf(t, me, s.team.orgId);
  const names = (list: SaleChatSummary[]) => list.map((c) => c.customerName).sort();

  it('makes a chat with a sales helper of the org, and refuses any other helper', async () => {
    const { member, owner, helperId, orgId } = s.team;
    const chat = await as(member).chat({ helperId, customerName: ' 王总 ', notes: '想要年付' });
    expect(chat).toMatchObject({
      orgId,
      helperId,
      helperName: '金牌销售',
      customerName: '王总',
      channel: 'wechat',
      stage: 'new',
      visibility: 'private',
      notes: '想要年付',
      ownerId: member.id,
      editable: true,
      picCount: 0,
      lastTurn: null,
      lastSent: null,
      pics: [],
      turns: [],
      suggestions: [],
      reading: { state: 'idle', done: 0, total: 0, error: null },
    });
    expect((await as(member).get(chat.id)).json()).toEqual(chat);

    const chatHelper = await owner.post(`/v1/orgs/${orgId}/helpers`, {
      name: '闲聊',
      kind: 'chat',
      visibility: 'team',
    });
    const notSale = await as(member).create({ helperId: chatHelper.json().id, customerName: '甲' });
    expect(notSale.statusCode).toBe(422);
    expect(notSale.json().code).toBe('SALE_NOT_A_SALE_HELPER');
    const foreign = await as(member).create({ helperId: s.other.helperId, customerName: '乙' });
    expect(foreign.statusCode).toBe(404);
    const missing = await as(member).create({ customerName: '丙' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'helperId']);
    const longName = await as(member).create({ helperId, customerName: '字'.repeat(41) });
    expect(longName.statusCode).toBe(422);
    expect(longName.json().detail[0].loc).toEqual(['body', 'customerName']);
    expect((await as(member).create({ helperId, customerName: '字'.repeat(40) })).statusCode).toBe(
      200,
    );
    // A stranger and another team's owner cannot make chats in the team.
    expect((await as(s.stranger).create({ helperId, customerName: '丁' })).statusCode).toBe(404);
    expect((await as(s.other.owner).create({ helperId, customerName: '丁' })).statusCode).toBe(404);
  });

  it('lists by keyword, stage, channel, helper and scope', async () => {
    const team = await salesTeam(t, user, 103);
    const { member, member2, owner, helperId, orgId } = team;
    const second = await owner.post(`/v1/orgs/${orgId}/helpers`, {
      name: '大客户销售',
      kind: 'sale',
      visibility: 'team',
    });
    const helper2: string = second.json().id;
    const mine = salesOf(t, member, orgId);
    await mine.chat({ helperId, customerName: '李经理', channel: 'dingtalk', stage: 'interested' });
    await mine.chat({ helperId: helper2, customerName: '赵女士', notes: '关心售后服务' });
    await salesOf(t, member2, orgId).chat({
      helperId,
      customerName: '钱先生',
      visibility: 'team',
      stage: 'won',
    });
    await salesOf(t, member2, orgId).chat({ helperId, customerName: '孙先生' });

    const list = async (who: ChatUser, query: string) => {
      const res = await salesOf(t, who, orgId).list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { list: SaleChatSummary[]; total: number };
    };
    expect(names((await list(member, '')).list)).toEqual(['李经理', '赵女士']);
    expect(names((await list(member, 'scope=team')).list)).toEqual(['李经理', '赵女士', '钱先生']);
    expect(names((await list(member, 'keyword=售后')).list)).toEqual(['赵女士']);
    expect(names((await list(member, 'keyword=李')).list)).toEqual(['李经理']);
    expect(names((await list(member, 'stage=interested')).list)).toEqual(['李经理']);
    expect(names((await list(member, 'channel=dingtalk')).list)).toEqual(['李经理']);
    expect(names((await list(member, `helperId=${helper2}`)).list)).toEqual(['赵女士']);
    expect(names((await list(member, 'scope=team&stage=won')).list)).toEqual(['钱先生']);
    const shared = (await list(member, 'scope=team&keyword=钱')).list[0]!;
    expect(shared).toMatchObject({ editable: false, ownerId: member2.id });
    // The managers see every chat of the team, and may change each.
    const everything = await list(owner, 'scope=team');
    expect(everything.total).toBe(4);
    expect(everything.list.every((c) => c.editable)).toBe(true);
    expect((await list(owner, '')).total).toBe(0);
    const paged = await list(member, 'scope=team&limit=2&offset=2');
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.list).toHaveLength(1);
    expect((await salesOf(t, member, orgId).list('stage=lost2')).statusCode).toBe(422);
    expect((await salesOf(t, s.stranger, orgId).list('')).statusCode).toBe(404);
  });

  it('changes fields and turns, and changes nothing on a bad request', async () => {
    const { member, helperId } = s.team;
    const chat = await as(member).chat({ helperId, customerName: '周总' });
    const turns = [
      { speaker: 'customer', text: '你好，价格多少？' },
      { speaker: 'me', text: '您好，标准版每年三千元。' },
    ];
    const changed = await as(member).update({
      id: chat.id,
      customerName: '周董',
      channel: 'phone',
      stage: 'negotiating',
      notes: '下周回访',
      visibility: 'team',
      turns,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      customerName: '周董',
      channel: 'phone',
      stage: 'negotiating',
      notes: '下周回访',
      visibility: 'team',
      turns,
      lastTurn: turns[1],
    });
    const before = (await as(member).get(chat.id)).json() as SaleChat;
    const bad: [object, (string | number)[]][] = [
      [{ stage: 'sold' }, ['body', 'stage']],
      [{ channel: 'fax' }, ['body', 'channel']],
      [{ customerName: '' }, ['body', 'customerName']],
      [{ notes: '注'.repeat(2001) }, ['body', 'notes']],
      [{ turns: [{ speaker: 'boss', text: '嗯' }] }, ['body', 'turns', '0', 'speaker']],
      [{ turns: [{ speaker: 'me', text: '' }] }, ['body', 'turns', '0', 'text']],
      [
        { stage: 'won', turns: [{ speaker: 'me', text: 'a\u0000b' }] },
        ['body', 'turns', '0', 'text'],
      ],
      [{ visibility: 'public' }, ['body', 'visibility']],
    ];
    for (const [body, loc] of bad) {
      const res = await as(member).update({ id: chat.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail[0].loc).toEqual(loc);
    }
    const nothing = await as(member).update({ id: chat.id });
    expect(nothing.statusCode).toBe(422);
    const tooMany = Array.from({ length: 301 }, () => ({ speaker: 'me', text: '好' }));
    expect((await as(member).update({ id: chat.id, turns: tooMany })).statusCode).toBe(422);
    const foreignHelper = await as(member).update({ id: chat.id, helperId: s.other.helperId });
    expect(foreignHelper.statusCode).toBe(404);
    expect((await as(member).get(chat.id)).json()).toEqual(before);
  });

  it('keeps private chats to their owner and managers, and team chats read-only', async () => {
    const { member, member2, owner, admin, helperId } = s.team;
    const secret = await as(member).chat({ helperId, customerName: '吴总' });
    const shared = await as(member).chat({ helperId, customerName: '郑总', visibility: 'team' });
    expect((await as(member2).get(secret.id)).statusCode).toBe(404);
    expect((await as(member2).update({ id: secret.id, stage: 'won' })).statusCode).toBe(404);
    expect((await as(member2).remove(secret.id)).statusCode).toBe(404);
    const read = await as(member2).get(shared.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().editable).toBe(false);
    expect((await as(member2).update({ id: shared.id, stage: 'won' })).statusCode).toBe(403);
    expect((await as(member2).remove(shared.id)).statusCode).toBe(403);
    const pic = await as(member2).upload(shared.id, [
      { name: 'a.png', body: await solidPicture('png') },
    ]);
    expect(pic.statusCode).toBe(403);
    expect((await as(member2).suggest(shared.id)).res.statusCode).toBe(403);
    expect((await as(member2).sent({ id: shared.id, text: '好的' })).statusCode).toBe(403);
    for (const manager of [owner, admin]) {
      const seen = await as(manager).get(secret.id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().editable).toBe(true);
      const changed = await as(manager).update({ id: secret.id, notes: `看过：${manager.id}` });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    // Outside the team: not found, whether through the team's id or their own.
    for (const outsider of [s.stranger, s.other.owner]) {
      expect((await as(outsider).get(shared.id)).statusCode).toBe(404);
      expect((await as(outsider).update({ id: shared.id, stage: 'won' })).statusCode).toBe(404);
    }
    const viaOwnTeam = salesOf(t, s.other.owner, s.other.orgId);
    expect((await viaOwnTeam.get(shared.id)).statusCode).toBe(404);
    expect((await viaOwnTeam.remove(shared.id)).statusCode).toBe(404);
    expect((await as(owner).remove(secret.id)).statusCode).toBe(200);
    expect((await as(member).get(secret.id)).statusCode).toBe(404);
  });

  it("deletes a chat with its pictures' files", async () => {
    const { member, helperId } = s.team;
    const chat = await as(member).chat({ helperId, customerName: '冯总' });
    const up = await as(member).upload(chat.id, [
      { name: 'a.png', body: await solidPicture('png') },
      { name: 'b.jpg', body: await solidPicture('jpeg'), type: 'image/jpeg' },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const pics = (up.json() as SaleChat).pics;
    const codes = pics.map((p) => p.url.split('/').pop()!);
    const keys: string[] = [];
    for (const code of codes) {
      const [row] = await t.app.db.select().from(files).where(eq(files.code, code));
      keys.push(row!.storageKey);
      expect(await t.app.storage.get(row!.storageKey)).not.toBeNull();
      expect((await member.get(`/v1/files/${code}`)).statusCode).toBe(200);
    }
    expect((await as(member).remove(chat.id)).statusCode).toBe(200);
    expect((await as(member).remove(chat.id)).statusCode).toBe(404);
    for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
    for (const code of codes) {
      expect((await t.app.db.select().from(files).where(eq(files.code, code))).length).toBe(0);
      expect((await member.get(`/v1/files/${code}`)).statusCode).toBe(404);
    }
  });
});
