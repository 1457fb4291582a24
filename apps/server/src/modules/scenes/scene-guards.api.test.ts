import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sceneGraphSchema, type SceneGraphInput } from '@miaoyu/contracts';
import { serviceHelper } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
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
    return { owner, orgId, sceneApi: scenesOf(t, owner, orgId) };
  }

  it('refuses a template that does not parse, on save and on publish, at its node and field', async () => {
    const { sceneApi } = await team(1);
    const scene = await sceneApi.create('模板', 'blank');
    const saved = await sceneApi.saveDraft(scene.id, saying('{% if start.question %}没结束'), 1);
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
    const english = await sceneApi.saveDraft(
      scene.id,
      saying('{{ start.question | nosuchfilter }}'),
      1,
      { 'accept-language': 'en-US' },
    );
    expect(english.json().detail[0].msg).toMatch(/does not parse/);

    // A draft kept before the rule is refused when it would become a version.
    const broken = sceneGraphSchema.parse(saying('{{ start.question'));
    await t.app.db
      .update(scenes)
      .set({ draft: broken })
      .where(eq(scenes.id, BigInt(scene.id)));
    const published = await sceneApi.publish(scene.id, 1);
    expect(published.statusCode, published.body).toBe(422);
    expect(published.json().detail[0].loc).toEqual(['graph', 'nodes', 'say', 'settings', 'text']);

    const fine = await sceneApi.saveDraft(
      scene.id,
      saying('您好 {{ start.question | upcase }}'),
      1,
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });
  it('refuses to delete a scene a helper follows or another scene calls, naming them', async () => {
    const { owner, orgId, sceneApi } = await team(2);
    const inner = await sceneApi.create('核对订单', 'blank');
    expect((await sceneApi.publish(inner.id, 1)).statusCode).toBe(200);
    const outer = await sceneApi.create('售后主流程', 'blank');
    const calling: SceneGraphInput = {
      nodes: [start, { id: 'sub', type: 'subscene', settings: { sceneId: inner.id } }],
      edges: [edge('start', 'sub')],
    };
    expect((await sceneApi.saveDraft(outer.id, calling, 1)).statusCode).toBe(200);
    const remove = (id: string) => owner.del(`/v1/orgs/${orgId}/scenes/${id}`);

    const inDraft = await remove(inner.id);
    expect(inDraft.statusCode).toBe(409);
    expect(inDraft.json()).toMatchObject({ code: 'SCENE_IN_USE' });
    expect(inDraft.json().message).toContain('售后主流程');

    // Published with the call, then the call taken out of the draft: the version still calls it.
    expect((await sceneApi.publish(outer.id, 2)).statusCode).toBe(200);
    expect((await sceneApi.saveDraft(outer.id, saying('不再调用'), 2)).statusCode).toBe(200);
    expect((await remove(inner.id)).statusCode).toBe(409);
    expect((await sceneApi.publish(outer.id, 3)).statusCode).toBe(200);

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
