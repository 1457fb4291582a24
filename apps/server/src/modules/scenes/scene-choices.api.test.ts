import { describe, expect, it } from 'vitest';
import type { ChatCompletion, SceneGraphInput } from '@miaoyu/contracts';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { addKey, serviceHelper, visitorOf } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';

/** Asks with two buttons, then answers whichever was chosen. */
const MENU: SceneGraphInput = {
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'menu',
      type: 'ask',
      settings: {
        prompt: '请问您需要：',
        options: [
          { id: 'after', label: '售后服务' },
          { id: 'buy', label: '购买咨询' },
        ],
      },
    },
    { id: 'fix', type: 'answer', settings: { text: '请描述故障。' } },
    { id: 'sell', type: 'answer', settings: { text: '净水器 1999 元起。' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'menu' },
    { id: 'e2', source: 'menu', sourceHandle: 'after', target: 'fix' },
    { id: 'e3', source: 'menu', sourceHandle: 'buy', target: 'sell' },
  ],
};

describe.each(DATABASE_KINDS)("a scene question's buttons kept with the answer on %s", (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function helperFollowingMenu(n: number) {
    const owner = await user(`1390039${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `按钮${n}` })).json().id;
    const { scene } = await scenesOf(t, owner, orgId).withDraft('菜单', MENU, { publish: true });
    return { owner, orgId, sceneId: scene.id };
  }

  it("stores the studio chat's choices with the answer that asked, and only with it", async () => {
    const { owner, orgId, sceneId } = await helperFollowingMenu(1);
    const helperId = await serviceHelper(owner, orgId, { sceneId, visibility: 'team' });
    const { code } = (await owner.get(`/v1/orgs/${orgId}/helpers/${helperId}`)).json();
    const sessionId = await owner.session({ helperCode: code });

    await owner.ask(sessionId, { prompt: '在吗' });
    const asked = (await owner.messages(sessionId)).list as ChatCompletion[];
    // Newest first: the answer that asked carries its buttons, the question none.
    expect(asked[0]).toMatchObject({ role: 'assistant', choices: ['售后服务', '购买咨询'] });
    expect(asked[1]).not.toHaveProperty('choices');

    await owner.ask(sessionId, { prompt: '购买咨询' });
    const answered = (await owner.messages(sessionId)).list as ChatCompletion[];
    expect(answered.map((m) => [m.content, m.choices ?? null])).toEqual([
      ['净水器 1999 元起。', null],
      ['购买咨询', null],
      ['请问您需要：', ['售后服务', '购买咨询']],
      ['在吗', null],
    ]);
  });

  it("returns the bot's choices with the visitor's stored messages", async () => {
    const { owner, orgId, sceneId } = await helperFollowingMenu(2);
    const helperId = await serviceHelper(owner, orgId, { sceneId });
    const key = await addKey(owner, orgId, helperId);
    const visitor = await visitorOf(t, key.key);
    const sessionId = await visitor.start();

    await visitor.ask(sessionId, '你好');
    const stored = (await visitor.get(`/v1/case/sessions/${sessionId}/messages`)).json();
    expect((stored.list as ConversationMessage[]).map((m) => [m.role, m.choices ?? null])).toEqual([
      ['visitor', null],
      ['bot', ['售后服务', '购买咨询']],
    ]);
  });

  it('gives an answer without a scene question no choices', async () => {
    const owner = await user('13900392099');
    const sessionId = await owner.session();
    await owner.ask(sessionId, { prompt: '你好' });
    const list = (await owner.messages(sessionId)).list;
    expect(list).toHaveLength(2);
    for (const message of list) expect(message).not.toHaveProperty('choices');
  });
});
