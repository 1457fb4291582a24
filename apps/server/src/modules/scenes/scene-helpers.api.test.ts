import { describe, expect, it } from 'vitest';
import type { SceneGraphInput } from '@miaoyu/contracts';
import { addKey, serviceHelper, visitorOf } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
import { deltaText } from '../../../test/sse';

/** A service desk: asks what the visitor needs; after-sales goes to a person, the rest is answered. */
const DESK: SceneGraphInput = {
  variables: [{ name: 'topic', type: 'string' }],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'menu',
      type: 'ask',
      settings: {
        prompt: '您好！请问您需要：',
        options: [
          { id: 'after', label: '售后服务' },
          { id: 'buy', label: '购买咨询' },
        ],
      },
    },
    {
      id: 'keep',
      type: 'assign',
      settings: { assignments: [{ variable: 'topic', from: { kind: 'ref', ref: 'menu.label' } }] },
    },
    { id: 'person', type: 'handover', settings: { message: '好的，正在为您转接售后同事。' } },
    {
      id: 'sell',
      type: 'answer',
      settings: { text: '{{ conv.topic }}：我们的净水器 1999 元起。' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'menu' },
    { id: 'e2', source: 'menu', sourceHandle: 'after', target: 'person' },
    { id: 'e3', source: 'menu', sourceHandle: 'buy', target: 'keep' },
    { id: 'e4', source: 'keep', target: 'sell' },
  ],
};

describe.each(DATABASE_KINDS)('helpers that follow a scene on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function publishedDesk(n: number) {
    const owner = await user(`1390038${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `前台${n}` })).json().id;
    const scenes = scenesOf(t, owner, orgId);
    const scene = await scenes.create('前台');
    const saved = await scenes.saveDraft(scene.id, DESK, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    const binding = await owner.post(`/v1/orgs/${orgId}/helpers`, {
      name: '前台',
      kind: 'service',
      sceneId: scene.id,
    });
    // Only a published scene can be followed.
    expect(binding.statusCode).toBe(422);
    expect(binding.json().detail[0].loc).toEqual(['body', 'sceneId']);
    const published = await scenes.publish(scene.id, 2);
    expect(published.statusCode, published.body).toBe(200);
    return { owner, orgId, sceneId: scene.id, url: scenes.url(scene.id) };
  }

  it('a visitor of the bot walks through the scene: a question with buttons, then a person takes over', async () => {
    const { owner, orgId, sceneId, url } = await publishedDesk(1);
    const helperId = await serviceHelper(owner, orgId, { sceneId });
    const key = await addKey(owner, orgId, helperId);
    const visitor = await visitorOf(t, key.key);
    const sessionId = await visitor.start();

    const first = await visitor.ask(sessionId, '你好');
    expect(first.res.statusCode, first.res.body).toBe(200);
    expect(deltaText(first.events)).toBe('您好！请问您需要：');
    const ask = first.events.find((e) => e.event === 'scene-ask');
    expect(ask?.data).toMatchObject({
      mode: 'buttons',
      options: [{ label: '售后服务' }, { label: '购买咨询' }],
    });
    // A visitor sees the scene's words and question, never its nodes.
    expect(first.events.some((e) => e.event === 'scene-node')).toBe(false);

    const second = await visitor.ask(sessionId, '售后服务');
    expect(deltaText(second.events)).toBe('好的，正在为您转接售后同事。');
    const stored = (await visitor.get(`/v1/case/sessions/${sessionId}/messages`)).json();
    expect(stored.list.map((m: { content: string }) => m.content)).toEqual([
      '你好',
      '您好！请问您需要：',
      '售后服务',
      '好的，正在为您转接售后同事。',
    ]);
    const inbox = (await owner.get(`/v1/orgs/${orgId}/inbox?box=pending`)).json();
    expect(inbox.list.map((c: { id: string }) => c.id)).toEqual([sessionId]);

    // The run is traced, node by node, under its published version.
    const runs = (await owner.get(`${url}/runs`)).json();
    expect(runs.list).toMatchObject([{ status: 'done', channel: 'bot', version: 1 }]);
    const trace = (await owner.get(`${url}/runs/${runs.list[0].id}`)).json();
    const states = Object.fromEntries(
      trace.nodes.map((n: { nodeId: string; status: string }) => [n.nodeId, n.status]),
    );
    expect(states).toEqual({
      start: 'done',
      menu: 'done',
      person: 'done',
      keep: 'skipped',
      sell: 'skipped',
    });
  });

  it("a member's chat with the helper follows it too, keeping the conversation's variables", async () => {
    const { owner, orgId, sceneId } = await publishedDesk(2);
    const helperId = await serviceHelper(owner, orgId, { sceneId, visibility: 'team' });
    const { code } = (await owner.get(`/v1/orgs/${orgId}/helpers/${helperId}`)).json();
    const sessionId = await owner.session({ helperCode: code });
    const first = await owner.ask(sessionId, { prompt: '在吗' });
    expect(deltaText(first.events)).toBe('您好！请问您需要：');
    const second = await owner.ask(sessionId, { prompt: '购买咨询' });
    expect(deltaText(second.events)).toBe('购买咨询：我们的净水器 1999 元起。');
    const stored = await owner.messages(sessionId);
    expect(stored.list.map((m) => m.content)).toContain('购买咨询：我们的净水器 1999 元起。');
  });

  it('leaves what an outside-facing helper follows to the managers', async () => {
    const { owner, orgId, sceneId } = await publishedDesk(3);
    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const member = await user('13900383002');
    await member.post(`/v1/invites/${invite.json().code}/accept`);
    // A member's own scene, followed by the team's bot (an admin's helper with a key).
    const memberScenes = scenesOf(t, member, orgId);
    const theirs = await memberScenes.create('成员场景');
    const publish = (version: number) => memberScenes.publish(theirs.id, version);
    expect((await publish(1)).statusCode).toBe(200);
    const helperId = await serviceHelper(owner, orgId, { sceneId: theirs.id });
    await addKey(owner, orgId, helperId);
    const again = await publish(1);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('SCENE_PUBLIC_NEEDS_MANAGER');
    // Nor may a member choose the scene of a helper with keys.
    const own = await serviceHelper(member, orgId);
    await addKey(owner, orgId, own);
    const bind = await member.patch(`/v1/orgs/${orgId}/helpers/${own}`, { sceneId });
    expect(bind.statusCode).toBe(403);
    expect(bind.json().code).toBe('HELPER_SCENE_NEEDS_MANAGER');
  });
});
