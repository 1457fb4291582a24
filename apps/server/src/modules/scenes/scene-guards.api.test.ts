import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sceneGraphSchema, type Scene, type SceneGraphInput } from '@miaoyu/contracts';
import { serviceHelper } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenes } from '../../db/schema';

const start = { id: 'start', type: 'start', settings: {} } as const;
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });
const saying = (text: string): SceneGraphInput => ({
  nodes: [start, { id: 'say', type: 'answer', settings: { text } }],
  edges: [edge('start', 'say')],
});

describe.each(DATABASE_KINDS)('what a scene is kept from on %s', (kind) => {
  const t = useTestApp(kind, { ...CHAT_TEST_ENV });
  const user = chatUsers(t);

  async function team(n: number) {
    const owner = await user(`1390039${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `守护${n}` })).json().id;
    return { owner, orgId };
  }

  const create = async (who: ChatUser, orgId: string, name: string) => {
    const res = await who.post(`/v1/orgs/${orgId}/scenes`, { name, template: 'blank' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Scene;
  };

  const call = (who: ChatUser, method: 'PUT' | 'POST', url: string, payload: object, v: number) =>
    t.app.inject({ method, url, headers: { ...who.headers, 'if-match': `"${v}"` }, payload });

  const save = (who: ChatUser, orgId: string, id: string, graph: SceneGraphInput, v: number) =>
    call(who, 'PUT', `/v1/orgs/${orgId}/scenes/${id}/draft`, { graph }, v);

  const publish = (who: ChatUser, orgId: string, id: string, v: number) =>
    call(who, 'POST', `/v1/orgs/${orgId}/scenes/${id}/publish`, {}, v);

  it('refuses a template that does not parse, on save and on publish, at its node and field', async () => {
    const { owner, orgId } = await team(1);
    const scene = await create(owner, orgId, '模板');
    const saved = await save(owner, orgId, scene.id, saying('{% if start.question %}没结束'), 1);
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json()).toMatchObject({
      code: 'SCENE_INVALID',
      detail: [
        {
          loc: ['graph', 'nodes', 'say', 'settings', 'text'],
          msg: expect.stringMatching(/模板语法/),
        },
      ],
    });
    const english = await t.app.inject({
      method: 'PUT',
      url: `/v1/orgs/${orgId}/scenes/${scene.id}/draft`,
      headers: { ...owner.headers, 'accept-language': 'en-US', 'if-match': '"1"' },
      payload: { graph: saying('{{ start.question | nosuchfilter }}') },
    });
    expect(english.json().detail[0].msg).toMatch(/does not parse/);

    // A draft kept before the rule is refused when it would become a version.
    const broken = sceneGraphSchema.parse(saying('{{ start.question'));
    await t.app.db
      .update(scenes)
      .set({ draft: broken })
      .where(eq(scenes.id, BigInt(scene.id)));
    const published = await publish(owner, orgId, scene.id, 1);
    expect(published.statusCode, published.body).toBe(422);
    expect(published.json().detail[0].loc).toEqual(['graph', 'nodes', 'say', 'settings', 'text']);

    const fine = await save(
      owner,
      orgId,
      scene.id,
      saying('您好 {{ start.question | upcase }}'),
      1,
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });
  it('refuses to delete a scene a helper follows or another scene calls, naming them', async () => {
    const { owner, orgId } = await team(2);
    const inner = await create(owner, orgId, '核对订单');
    expect((await publish(owner, orgId, inner.id, 1)).statusCode).toBe(200);
    const outer = await create(owner, orgId, '售后主流程');
    const calling: SceneGraphInput = {
      nodes: [start, { id: 'sub', type: 'subscene', settings: { sceneId: inner.id } }],
      edges: [edge('start', 'sub')],
    };
    expect((await save(owner, orgId, outer.id, calling, 1)).statusCode).toBe(200);
    const remove = (id: string) => owner.del(`/v1/orgs/${orgId}/scenes/${id}`);

    const inDraft = await remove(inner.id);
    expect(inDraft.statusCode).toBe(409);
    expect(inDraft.json()).toMatchObject({ code: 'SCENE_IN_USE' });
    expect(inDraft.json().message).toContain('售后主流程');

    // Published with the call, then the call taken out of the draft: the version still calls it.
    expect((await publish(owner, orgId, outer.id, 2)).statusCode).toBe(200);
    expect((await save(owner, orgId, outer.id, saying('不再调用'), 2)).statusCode).toBe(200);
    expect((await remove(inner.id)).statusCode).toBe(409);
    expect((await publish(owner, orgId, outer.id, 3)).statusCode).toBe(200);

    // A helper that follows it is named too, and is never left without its scene.
    const helperId = await serviceHelper(owner, orgId, { name: '售后小助手', sceneId: inner.id });
    const followed = await remove(inner.id);
    expect(followed.statusCode).toBe(409);
    expect(followed.json().message).toContain('售后小助手');
    expect(followed.json().message).not.toContain('售后主流程');
    expect((await owner.get(`/v1/orgs/${orgId}/helpers/${helperId}`)).json().sceneId).toBe(
      inner.id,
    );

    expect(
      (await owner.patch(`/v1/orgs/${orgId}/helpers/${helperId}`, { sceneId: null })).statusCode,
    ).toBe(200);
    const freed = await remove(inner.id);
    expect(freed.statusCode, freed.body).toBe(200);
    expect((await owner.get(`/v1/orgs/${orgId}/scenes/${inner.id}`)).statusCode).toBe(404);
  });
});
