import { describe, expect, it } from 'vitest';
import { DEFAULT_HELPER_SETTINGS, type SceneGraphInput } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { helperWithKeys } from '../../../test/openai';
import { scenesOf } from '../../../test/scenes';
import { deltaText, parseSse } from '../../../test/sse';

/** Asks which it is, then answers by the choice. */
const MENU: SceneGraphInput = {
  variables: [],
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
          { id: 'talk', label: '随便聊聊' },
        ],
      },
    },
    { id: 'fix', type: 'answer', settings: { text: '售后请拨 400-000。' } },
    { id: 'sell', type: 'answer', settings: { text: '净水器 1999 元起。' } },
    // The slow model: a resumed run goes on long enough for a second reply to arrive meanwhile.
    { id: 'chat', type: 'llm', settings: { prompt: '{{ start.question }}', reply: true } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'menu' },
    { id: 'e2', source: 'menu', sourceHandle: 'after', target: 'fix' },
    { id: 'e3', source: 'menu', sourceHandle: 'buy', target: 'sell' },
    { id: 'e4', source: 'menu', sourceHandle: 'talk', target: 'chat' },
  ],
};

/** Asks for a name and a phone in one form, which a customer typing in the chat answers in words. */
const LEAD_FORM: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'lead',
      type: 'ask',
      settings: {
        prompt: '方便留下您的称呼和手机号吗？',
        mode: 'form',
        fields: [
          { name: 'name', type: 'string', description: '称呼', required: true },
          { name: 'phone', type: 'string', description: '手机号', required: true },
          { name: 'city', type: 'string', description: '所在城市', required: false },
        ],
      },
    },
    {
      id: 'thanks',
      type: 'answer',
      settings: { text: '好的{{ lead.name }}，稍后打 {{ lead.phone }} 联系您。' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'lead' },
    { id: 'e2', source: 'lead', target: 'thanks' },
  ],
};

describe.each(DATABASE_KINDS)('conversations with a scene that asks, on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV, HELPER_API_RATE_PER_MINUTE: '1000' };
  useLlmStub(env, ['stub-model-slow'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function publishedMenu(phone: string, graph: SceneGraphInput = MENU) {
    const owner = await user(phone);
    const orgId = owner.orgId as string;
    const scenes = scenesOf(t, owner, orgId);
    const { scene, url } = await scenes.withDraft('菜单', graph, { publish: true });
    return { owner, orgId, scenes, sceneId: scene.id, url };
  }

  const runsOf = async (owner: ChatUser, url: string) =>
    (await owner.get(`${url}/runs`)).json().list as { status: string }[];

  it('lets only one of two replies sent at once resume the run; the other is told it was answered', async () => {
    const { owner, scenes, sceneId, url } = await publishedMenu('13900391001');
    const testRun = (body: object) => scenes.test(sceneId, { conversation: 'twice', ...body });
    const first = await testRun({ question: '你好' });
    expect(deltaText(parseSse(first.body).events)).toBe('请问您需要：');

    const replies = await Promise.all([testRun({ reply: 'talk' }), testRun({ reply: 'talk' })]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe('SCENE_ASK_ANSWERED');
    const answered = replies.find((r) => r.statusCode === 200)!;
    expect(deltaText(parseSse(answered.body).events)).toMatch(/你说/);
    // No second run started from the top.
    expect(await runsOf(owner, url)).toEqual([expect.objectContaining({ status: 'done' })]);

    const inEnglish = { 'accept-language': 'en-US' };
    const english = await scenes.test(sceneId, { conversation: 'en', question: 'hi' }, inEnglish);
    expect(english.statusCode).toBe(200);
    const [a, b] = await Promise.all(
      [0, 1].map(() => scenes.test(sceneId, { conversation: 'en', reply: 'talk' }, inEnglish)),
    );
    const message = [a!, b!].find((r) => r.statusCode === 409)?.json().message;
    expect(message).toMatch(/already been answered/);
  });

  it("walks past the ask node in the editor's preview, which names its conversation", async () => {
    const { owner, orgId, sceneId } = await publishedMenu('13900391002');
    const settings = { ...DEFAULT_HELPER_SETTINGS, name: '草稿', kind: 'service', sceneId };
    const preview = async (payload: object) => {
      const res = await owner.post(`/v1/orgs/${orgId}/helpers/preview`, { settings, ...payload });
      expect(res.statusCode, res.body).toBe(200);
      return deltaText(parseSse(res.body).events);
    };
    const conversation = 'page-1';
    expect(await preview({ messages: [], prompt: '你好', conversation })).toBe('请问您需要：');
    const history = [
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '请问您需要：' },
    ];
    expect(await preview({ messages: history, prompt: '售后服务', conversation })).toBe(
      '售后请拨 400-000。',
    );
    // Another preview (a new id) starts over.
    expect(await preview({ messages: [], prompt: '售后服务', conversation: 'page-2' })).toBe(
      '请问您需要：',
    );
  });

  it('walks past the ask node through the OpenAI-compatible API when the caller sends a chatId', async () => {
    const { owner, sceneId } = await publishedMenu('13900391003');
    const h = await helperWithKeys(owner, { kind: 'service', sceneId });
    const { key } = await h.newKey();
    const complete = async (body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/openai/chat/completions',
        headers: { authorization: `Bearer ${key}` },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().choices[0].message.content as string;
    };
    const first = await complete({ chatId: 'c-1', messages: [{ role: 'user', content: '你好' }] });
    expect(first).toBe('请问您需要：');
    const second = await complete({
      chatId: 'c-1',
      messages: [
        { role: 'user', content: '你好' },
        { role: 'assistant', content: first },
        { role: 'user', content: '购买咨询' },
      ],
    });
    expect(second).toBe('净水器 1999 元起。');
    // Without an id, each request is a conversation of its own.
    const alone = await complete({ messages: [{ role: 'user', content: '购买咨询' }] });
    expect(alone).toBe('请问您需要：');
  });

  it('reads a form answered in words, keeps what each answer gave, and asks only for the rest', async () => {
    const { owner, scenes, sceneId, url } = await publishedMenu('13900391004', LEAD_FORM);
    const said = async (body: object) => {
      const res = await scenes.test(sceneId, { conversation: 'in-words', ...body });
      expect(res.statusCode, res.body).toBe(200);
      return deltaText(parseSse(res.body).events);
    };
    expect(await said({ question: '净水器怎么卖' })).toBe('方便留下您的称呼和手机号吗？');
    const again = await said({ reply: '我叫王小明' });
    expect(again).toContain('还需要：手机号');
    expect(again).not.toContain('称呼、');
    expect(await said({ reply: '手机 139 0000 1111，谢谢' })).toBe(
      '好的王小明，稍后打 13900001111 联系您。',
    );
    expect(await runsOf(owner, url)).toEqual([expect.objectContaining({ status: 'done' })]);
  });
});
