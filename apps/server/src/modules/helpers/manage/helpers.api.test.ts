import { describe, expect, it } from 'vitest';
import { modelProviders, orgMembers } from '../../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';

describe.each(DATABASE_KINDS)('helpers on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    // Models are only listed here, never called.
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'model-a',
  });
  const user = chatUsers(t);

  /** An owner's new team with a member and an admin in it. */
  async function team(n: number) {
    const owner = await user(`1370000${n}001`);
    const created = await owner.post('/v1/orgs', { name: `助手团队${n}` });
    expect(created.statusCode, created.body).toBe(200);
    const orgId: string = created.json().id;
    const join = async (phone: string, role: 'admin' | 'member') => {
      const person = await user(phone);
      await t.app.db
        .insert(orgMembers)
        .values({ orgId: BigInt(orgId), userId: BigInt(person.id), role });
      return person;
    };
    const admin = await join(`1370000${n}002`, 'admin');
    const member = await join(`1370000${n}003`, 'member');
    return { orgId, owner, admin, member };
  }

  const helpersOf = (who: ChatUser, orgId: string) => {
    const base = `/v1/orgs/${orgId}/helpers`;
    return {
      base,
      create: (body: object) => who.post(base, body),
      list: (query = '') => who.get(`${base}${query}`),
      get: (id: string) => who.get(`${base}/${id}`),
      save: (id: string, body: object) => who.patch(`${base}/${id}`, body),
      versions: (id: string) => who.get(`${base}/${id}/versions`),
      version: (id: string, v: number) => who.get(`${base}/${id}/versions/${v}`),
      restore: (id: string, v: number) => who.post(`${base}/${id}/versions/${v}/restore`),
      remove: (id: string) => who.del(`${base}/${id}`),
    };
  };

  it('makes a helper from a name and a kind, and keeps every save as a version', async () => {
    const { orgId, owner } = await team(1);
    const h = helpersOf(owner, orgId);
    const made = await h.create({ name: ' 售前顾问 ', kind: 'sale' });
    expect(made.statusCode, made.body).toBe(200);
    const helper = made.json();
    expect(helper).toMatchObject({
      name: '售前顾问',
      kind: 'sale',
      visibility: 'private',
      version: 1,
      contextSize: 10,
      topK: 5,
      temperature: null,
      datasetIds: [],
      authorId: owner.id,
      manageable: true,
      useCount: 0,
      modelStatus: 'ok',
    });
    expect(helper.code).toMatch(/^[a-z0-9]{10}$/);

    const saved = await h.save(helper.id, {
      instruction: '你是一名耐心的售前顾问。',
      welcome: '您好，想了解哪款产品？',
      suggestedQuestions: ['有哪些套餐？', '可以试用吗？'],
      temperature: 0.3,
      model: 'env:model-a',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, name: '售前顾问', temperature: 0.3 });
    await h.save(helper.id, { name: '金牌售前' });

    const versions = (await h.versions(helper.id)).json().list;
    expect(versions.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
      [3, '金牌售前'],
      [2, '售前顾问'],
      [1, '售前顾问'],
    ]);
    const first = (await h.version(helper.id, 1)).json();
    expect(first.settings).toMatchObject({ name: '售前顾问', instruction: '', welcome: '' });

    const restored = await h.restore(helper.id, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    // Going back is a new save: history is never rewritten.
    expect(restored.json()).toMatchObject({ version: 4, name: '售前顾问', instruction: '' });
    const after = (await h.versions(helper.id)).json().list;
    expect(after[0]).toMatchObject({ version: 4, restoredFrom: 1 });
    expect((await h.restore(helper.id, 9)).statusCode).toBe(404);
  });

  it('checks the model and the datasets against the org, and counts characters', async () => {
    const { orgId, owner } = await team(2);
    const h = helpersOf(owner, orgId);
    const kb = knowledgeOf(t, owner, orgId);
    const datasetId = await kb.create('产品手册');
    const other = await team(3);
    const foreign = await knowledgeOf(t, other.owner, other.orgId).create('别人的');

    const badModel = await h.create({ name: '甲', kind: 'chat', model: 'env:nope' });
    expect(badModel.statusCode).toBe(422);
    expect(badModel.json()).toMatchObject({ code: 'MODEL_NOT_FOUND' });
    expect(badModel.json().detail[0].loc).toEqual(['body', 'model']);
    const badDataset = await h.create({ name: '乙', kind: 'chat', datasetIds: [foreign] });
    expect(badDataset.statusCode).toBe(422);
    expect(badDataset.json().detail[0]).toEqual({
      loc: ['body', 'datasetIds'],
      msg: '所选知识库不存在，或不属于本团队',
    });
    expect((await h.list()).json().total).toBe(0);

    // 40 汉字 fit, 41 do not; an emoji is one character.
    expect((await h.create({ name: '字'.repeat(40), kind: 'chat' })).statusCode).toBe(200);
    expect((await h.create({ name: '字'.repeat(41), kind: 'chat' })).statusCode).toBe(422);
    expect((await h.create({ name: '😀'.repeat(40), kind: 'chat' })).statusCode).toBe(200);
    expect((await h.create({ name: '丙', kind: 'robot' })).statusCode).toBe(422);
    expect((await h.create({ name: '丁', kind: 'chat', tags: ['a', 'a'] })).statusCode).toBe(422);
    expect(
      (await h.create({ name: '戊', kind: 'chat', avatar: 'https://evil.example/a.png' }))
        .statusCode,
    ).toBe(422);

    const withKb = (await h.create({ name: '己', kind: 'chat', datasetIds: [datasetId] })).json();
    expect(withKb.datasetIds).toEqual([datasetId]);
    // Deleting the dataset says the helper answers from it; afterwards the helper goes on without
    // it, and a restore of a version naming it leaves it out.
    const impact = await owner.get(`/v1/orgs/${orgId}/datasets/${datasetId}/deletion-impact`);
    expect(impact.json()).toMatchObject({ helpers: 1, chatSessions: 0 });
    expect((await owner.del(`/v1/orgs/${orgId}/datasets/${datasetId}`)).statusCode).toBe(200);
    expect((await h.get(withKb.id)).json().datasetIds).toEqual([]);
    await h.save(withKb.id, { name: '己二' });
    expect((await h.restore(withKb.id, 1)).json()).toMatchObject({ name: '己', datasetIds: [] });
  });

  it("says so when a helper's model was removed with its provider", async () => {
    const { orgId, owner, member } = await team(6);
    const [provider] = await t.app.db
      .insert(modelProviders)
      .values({
        orgId: BigInt(orgId),
        name: '团队模型',
        kind: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:9/v1',
        models: [{ id: 'qwen2:7b', vision: false, contextSize: 8192 }],
        defaultModel: 'qwen2:7b',
      })
      .returning();
    const h = helpersOf(owner, orgId);
    const made = await h.create({
      name: '用团队模型',
      kind: 'chat',
      model: `${provider!.id}:qwen2:7b`,
      visibility: 'team',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().modelStatus).toBe('ok');
    const removed = await owner.del(`/v1/orgs/${orgId}/model-providers/${provider!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await helpersOf(member, orgId).get(made.json().id)).json().modelStatus).toBe('missing');
    expect((await h.list()).json().list[0]).toMatchObject({ modelStatus: 'missing' });
  });

  it('lists shared helpers for the team, drafts for their author; managers may open drafts', async () => {
    const { orgId, owner, admin, member } = await team(4);
    const mine = (await helpersOf(member, orgId).create({ name: '我的草稿', kind: 'chat' })).json();
    const shared = (
      await helpersOf(owner, orgId).create({ name: '团队助手', kind: 'chat', visibility: 'team' })
    ).json();
    const names = async (who: ChatUser, query = '') =>
      (await helpersOf(who, orgId).list(query))
        .json()
        .list.map((x: { name: string }) => x.name)
        .sort();

    // The team's list is what it shares; a draft is on its author's own list only.
    expect(await names(member)).toEqual(['团队助手']);
    expect(await names(member, '?scope=mine')).toEqual(['我的草稿']);
    // The totals count what the lists show: the draft on its author's list only.
    expect((await helpersOf(member, orgId).list()).json().total).toBe(1);
    expect((await helpersOf(member, orgId).list('?scope=mine')).json().total).toBe(1);
    expect(await names(admin)).toEqual(['团队助手']);
    expect(await names(admin, '?keyword=团队')).toEqual(['团队助手']);

    // The member uses the team's helper but does not manage it.
    const seen = await helpersOf(member, orgId).get(shared.id);
    expect(seen.json()).toMatchObject({ name: '团队助手', manageable: false });
    expect((await helpersOf(member, orgId).save(shared.id, { name: 'x' })).statusCode).toBe(403);
    expect((await helpersOf(member, orgId).remove(shared.id)).statusCode).toBe(403);
    expect((await helpersOf(member, orgId).versions(shared.id)).statusCode).toBe(403);

    // The admin manages the member's helper; another member would not even find it.
    expect((await helpersOf(admin, orgId).save(mine.id, { welcome: '你好' })).statusCode).toBe(200);
    const second = await user('13700004004');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(second.id), role: 'member' });
    expect((await helpersOf(second, orgId).get(mine.id)).statusCode).toBe(404);
    expect((await helpersOf(second, orgId).save(mine.id, { name: 'x' })).statusCode).toBe(404);

    // Outside the org nothing is found.
    const outsider = await user('13700004005');
    expect((await helpersOf(outsider, orgId).get(shared.id)).statusCode).toBe(404);
    expect((await helpersOf(outsider, orgId).list()).statusCode).toBe(404);

    expect((await helpersOf(member, orgId).remove(mine.id)).statusCode).toBe(200);
    expect(await names(member)).toEqual(['团队助手']);
  });

  it("lists what a person may use: their own helpers, private ones too, and the team's", async () => {
    const { orgId, owner, admin, member } = await team(6);
    await helpersOf(member, orgId).create({ name: '我的销售', kind: 'sale' });
    await helpersOf(member, orgId).create({ name: '我的对话', kind: 'chat' });
    await helpersOf(owner, orgId).create({ name: '团队销售', kind: 'sale', visibility: 'team' });
    await helpersOf(owner, orgId).create({ name: '老板草稿', kind: 'sale' });
    const usable = async (who: ChatUser, query: string) => {
      const page = await helpersOf(who, orgId).list(`?scope=usable${query}`);
      expect(page.statusCode, page.body).toBe(200);
      const names = page
        .json()
        .list.map((x: { name: string }) => x.name)
        .sort();
      expect(page.json().total).toBe(names.length);
      return names;
    };

    // A sales helper just made (private by default) is on its author's sales list at once.
    expect(await usable(member, '&kind=sale')).toEqual(['团队销售', '我的销售']);
    expect(await usable(member, '')).toEqual(['团队销售', '我的对话', '我的销售']);
    expect(await usable(owner, '&kind=sale')).toEqual(['团队销售', '老板草稿']);
    // Another's draft stays theirs, whoever asks: an admin uses the team's helpers, not drafts.
    expect(await usable(admin, '&kind=sale')).toEqual(['团队销售']);
    expect(await usable(member, '&kind=sale&keyword=我的')).toEqual(['我的销售']);
  });

  it('lists public helpers to anyone: search, category, tag, order; never their instruction', async () => {
    const { orgId, owner, member } = await team(5);
    const h = helpersOf(owner, orgId);
    const publish = async (name: string, extra: object) => {
      const made = (await h.create({ name, kind: 'service', ...extra })).json();
      const res = await h.save(made.id, { visibility: 'public' });
      expect(res.statusCode, res.body).toBe(200);
      return made;
    };
    const returns = await publish('退换货客服', {
      description: '解答退货、换货和退款的问题',
      instruction: '内部话术：先安抚客户。',
      category: '电商',
      tags: ['售后', '退款'],
      welcome: '您好，请问要退哪件商品？',
    });
    await publish('物流查询', { category: '电商', tags: ['物流'] });
    await publish('英语陪练', {
      category: '教育',
      tags: [],
      description: 'Speak English with an AI tutor',
    });
    await helpersOf(member, orgId).create({ name: '退货草稿', kind: 'service' });

    const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
    const names = async (query: string) => {
      const res = await anonymous(`/v1/public/helpers${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list.map((x: { name: string }) => x.name);
    };
    expect(await names('?keyword=退货')).toEqual(['退换货客服']);
    expect(await names('?keyword=ENGLISH')).toEqual(['英语陪练']);
    expect((await names('?category=电商')).sort()).toEqual(['物流查询', '退换货客服']);
    expect(await names('?tag=退款')).toEqual(['退换货客服']);
    expect(await names('?keyword=%25')).toEqual([]);
    expect((await names('?sort=newest')).slice(0, 3)).toEqual([
      '英语陪练',
      '物流查询',
      '退换货客服',
    ]);

    const profile = await anonymous(`/v1/public/helpers/${returns.code}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      name: '退换货客服',
      teamName: '助手团队5',
      welcome: '您好，请问要退哪件商品？',
      tags: ['售后', '退款'],
    });
    expect(profile.body).not.toContain('内部话术');
    expect(profile.json()).not.toHaveProperty('instruction');

    // A private helper's code answers as an unknown one does.
    const draft = (await helpersOf(member, orgId).list('?scope=mine')).json().list[0];
    const hidden = await anonymous(`/v1/public/helpers/${draft.code}`);
    const unknown = await anonymous('/v1/public/helpers/zzzzzzzzzz');
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(hidden.body).toBe(unknown.body);
    expect((await anonymous('/v1/public/helpers/../../x')).statusCode).not.toBe(200);

    const categories = (await anonymous('/v1/public/helper-categories')).json().list;
    expect(categories.slice(0, 2)).toEqual([
      { name: '电商', count: 2 },
      { name: '教育', count: 1 },
    ]);
  });
});
