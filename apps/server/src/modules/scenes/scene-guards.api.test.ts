import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sceneGraphSchema, type Scene, type SceneGraphInput } from '@miaoyu/contracts';
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
});
