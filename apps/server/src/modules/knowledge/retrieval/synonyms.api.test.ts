import { describe, expect, it } from 'vitest';
import { RETRIEVAL_FOUND_SCORE, SYNONYM_LIMITS } from '@miaoyu/contracts';
import { orgMembers } from '../../../db/schema';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { ADAPTER_MD, knowledgeOf } from '../../../../test/knowledge';

describe.each(DATABASE_KINDS)('synonym lists on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  /** A team with a knowledge base, a plain member, and another team's owner. */
  async function world(n: number) {
    const owner = await user(`1360000${n}001`);
    const created = await owner.post('/v1/orgs', { name: `同义词团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    const orgId: string = created.json().id;
    const member = await user(`1360000${n}002`);
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(member.id), role: 'member' });
    const stranger = await user(`1360000${n}003`);
    const kb = knowledgeOf(t, owner, orgId);
    const datasetId = await kb.create('转换插头');
    const url = `${kb.base}/${datasetId}/synonyms`;
    return { owner, member, stranger, kb, datasetId, url };
  }

  it('keeps a team’s groups in order, without repeated words or groups, and members read them', async () => {
    const { owner, member, url } = await world(1);
    expect((await owner.get(url)).json()).toEqual({ groups: [] });
    const saved = await owner.put(url, {
      groups: [
        [' 退款 ', '退钱', '退费', '退钱'],
        ['境外', '海外', '国外'],
        ['海外', '国外', '境外'],
        ['iPhone', 'iphone', '苹果手机'],
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const groups = [
      ['退款', '退钱', '退费'],
      ['境外', '海外', '国外'],
      ['iPhone', '苹果手机'],
    ];
    expect(saved.json()).toEqual({ groups });
    expect((await owner.get(url)).json()).toEqual({ groups });
    expect((await member.get(url)).json()).toEqual({ groups });
    // Saving replaces the whole list; an empty one clears it.
    expect((await owner.put(url, { groups: [['充电', '充能']] })).json()).toEqual({
      groups: [['充电', '充能']],
    });
    expect((await owner.put(url, { groups: [] })).statusCode).toBe(200);
    expect((await owner.get(url)).json()).toEqual({ groups: [] });
  });

  it('refuses a bad list with 422, names what is wrong, and keeps the saved one', async () => {
    const { owner, url } = await world(2);
    const kept = [['退款', '退钱']];
    expect((await owner.put(url, { groups: kept })).statusCode).toBe(200);
    const tooMany = Array.from({ length: SYNONYM_LIMITS.groups + 1 }, (_, i) => [
      `词${i}`,
      `字${i}`,
    ]);
    const cases: [unknown, string[], string][] = [
      [
        { groups: [['退款', '退钱'], ['退款']] },
        ['body', 'groups', '1'],
        '每组需有 2 到 20 个不同的词',
      ],
      [{ groups: [['退款', '退款 ']] }, ['body', 'groups', '0'], '每组需有 2 到 20 个不同的词'],
      [{ groups: [['退款', '']] }, ['body', 'groups', '0', '1'], '每个词需为 1 到 20 个字符'],
      [{ groups: [['退款', '退 钱']] }, ['body', 'groups', '0', '1'], '不能有空格'],
      [{ groups: [['退款', '退钱，退费']] }, ['body', 'groups', '0', '1'], '逗号'],
      [{ groups: [['退款', '长'.repeat(21)]] }, ['body', 'groups', '0', '1'], '1 到 20 个字符'],
      [
        { groups: [Array.from({ length: 21 }, (_, i) => `词${i}`)] },
        ['body', 'groups', '0'],
        '2 到 20 个不同的词',
      ],
      [{ groups: tooMany }, ['body', 'groups'], '最多 500 组'],
      [{ groups: [['退款', 'a\u0000b']] }, ['body', 'groups', '0', '1'], '空字符'],
      [{ groups: [['退款', 3]] }, ['body', 'groups', '0', '1'], ''],
      [{}, ['body', 'groups'], ''],
    ];
    for (const [payload, loc, text] of cases) {
      const res = await owner.put(url, payload as object);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().detail[0].loc).toEqual(loc);
      expect(res.json().detail[0].msg).toContain(text);
    }
    expect((await owner.get(url)).json()).toEqual({ groups: kept });
  });

  it('lets only owners and admins change the list; another team finds no such knowledge base', async () => {
    const { owner, member, stranger, url } = await world(3);
    await owner.put(url, { groups: [['退款', '退钱']] });
    // The right is checked before the body: a bad body from a member is still 403.
    for (const payload of [{ groups: [['境外', '海外']] }, { groups: [['x']] }]) {
      const res = await member.put(url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const res of [await stranger.get(url), await stranger.put(url, { groups: [['a', 'b']] })])
      expect(res.statusCode).toBe(404);
    // The stranger's own team and id do not reach it either.
    const foreign = url.replace(/orgs\/\d+/, `orgs/${stranger.orgId}`);
    expect((await stranger.put(foreign, { groups: [['a', 'b']] })).statusCode).toBe(404);
    expect((await owner.get(url)).json()).toEqual({ groups: [['退款', '退钱']] });
  });

  it('searches a question’s words with the team’s synonyms and shows which were used', async () => {
    const { owner, kb, datasetId, url } = await world(4);
    await kb.update(datasetId, { builtinSynonyms: false });
    await kb.upload(datasetId, 'adapter.md', Buffer.from(ADAPTER_MD));
    await kb.settled(datasetId);
    const question = '去海外能用吗';
    const before = (await kb.search(datasetId, question)).json();
    expect(before.expansion).toEqual({ synonyms: [], alternatives: [], rewrite: 'noModel' });
    // Its characters alone may reach the passage, but not as an answer.
    expect(before.list.every((c: { score: number }) => c.score < RETRIEVAL_FOUND_SCORE)).toBe(true);

    await owner.put(url, {
      groups: [
        ['境外', '海外', '国外'],
        ['保修', '质保'],
      ],
    });
    const after = (await kb.search(datasetId, question)).json();
    expect(after.expansion.synonyms).toEqual([{ word: '海外', synonyms: ['境外', '国外'] }]);
    expect(after.list[0].headings).toEqual(['旅行转换插头说明书', '境外使用']);
    expect(after.list[0].score).toBeGreaterThanOrEqual(RETRIEVAL_FOUND_SCORE);
    // Asked with the document's own word, the same passage comes first.
    const exact = (await kb.search(datasetId, '去境外能用吗')).json();
    expect(exact.list[0].chunkId).toBe(after.list[0].chunkId);
  });

  it('searches with the built-in list too unless the knowledge base turns it off; the team’s words come first', async () => {
    const { owner, kb, datasetId, url } = await world(5);
    await kb.upload(datasetId, 'adapter.md', Buffer.from(ADAPTER_MD));
    await kb.settled(datasetId);
    const question = '去海外能用吗';
    const builtin = (await kb.search(datasetId, question)).json();
    expect(builtin.expansion.synonyms).toEqual([
      { word: '海外', synonyms: ['境外', '国外', '出国'] },
    ]);
    expect(builtin.list[0].headings).toEqual(['旅行转换插头说明书', '境外使用']);
    expect(builtin.list[0].score).toBeGreaterThanOrEqual(RETRIEVAL_FOUND_SCORE);

    await owner.put(url, { groups: [['海外', '外国']] });
    const both = (await kb.search(datasetId, question)).json();
    expect(both.expansion.synonyms).toEqual([
      { word: '海外', synonyms: ['外国', '境外', '国外', '出国'] },
    ]);

    expect((await kb.update(datasetId, { builtinSynonyms: false })).builtinSynonyms).toBe(false);
    const teamOnly = (await kb.search(datasetId, question)).json();
    expect(teamOnly.expansion.synonyms).toEqual([{ word: '海外', synonyms: ['外国'] }]);
    expect(teamOnly.list.every((c: { score: number }) => c.score < RETRIEVAL_FOUND_SCORE)).toBe(
      true,
    );
  });
});
