import { describe, expect, it } from 'vitest';
import type { SceneGraphInput, SceneNodeRunResult } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';

const GRAPH: SceneGraphInput = {
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'calc',
      type: 'code',
      settings: {
        code: 'function main(input) { return { total: input.n * 3 } }',
        inputs: [{ name: 'n', from: 'start.question' }],
        outputs: [{ name: 'total', type: 'number' }],
      },
    },
    {
      id: 'check',
      type: 'ifelse',
      settings: {
        cases: [
          {
            id: 'big',
            conditions: [{ left: 'calc.total', op: 'gt', right: { kind: 'value', value: 10 } }],
          },
        ],
      },
    },
    {
      id: 'say',
      type: 'answer',
      settings: { text: '{{ start.question }} 的三倍是 {{ calc.total }}' },
    },
    { id: 'small', type: 'answer', settings: { text: '太小' } },
    { id: 'reply', type: 'llm', settings: { prompt: '{{ start.question }}', reply: true } },
    {
      id: 'fetch',
      type: 'http',
      onError: { mode: 'branch' },
      settings: { url: 'http://127.0.0.1:8089/price?q={{ calc.total }}', timeoutMs: 2_000 },
    },
  ],
  edges: [
    { id: 'a', source: 'start', target: 'calc' },
    { id: 'b', source: 'calc', target: 'check' },
    { id: 'c', source: 'check', target: 'say', sourceHandle: 'big' },
    { id: 'd', source: 'check', target: 'small', sourceHandle: 'else' },
    { id: 'e', source: 'say', target: 'reply' },
    { id: 'f', source: 'reply', target: 'fetch' },
  ],
};

describe.each(DATABASE_KINDS)('running one node of a scene alone on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function sceneOfOwner() {
    const owner = await user('13900381001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '单节点团队' })).json().id;
    const { scene } = await scenesOf(t, owner, orgId).withDraft('试算', GRAPH, {
      template: 'blank',
    });
    return { owner, orgId, sceneId: scene.id };
  }

  const runNode = (who: ChatUser, orgId: string, sceneId: string, nodeId: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/orgs/${orgId}/scenes/${sceneId}/nodes/${nodeId}/run`,
      headers: { ...who.headers, 'accept-language': 'zh-CN' },
      payload: body as object,
    });

  it("runs a node with the editor's values: templates, branches, code, words, the SSRF guard", async () => {
    const { owner, orgId, sceneId } = await sceneOfOwner();
    const run = async (nodeId: string, inputs: Record<string, unknown>) => {
      const res = await runNode(owner, orgId, sceneId, nodeId, { inputs });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SceneNodeRunResult;
    };

    const said = await run('say', { 'start.question': '5', 'calc.total': 15 });
    expect(said).toMatchObject({
      status: 'done',
      outputs: { text: '5 的三倍是 15' },
      text: '5 的三倍是 15',
      handles: ['out'],
      error: null,
    });
    // A value not given reads as missing.
    expect((await run('say', { 'start.question': '5' })).text).toBe('5 的三倍是 ');

    expect(await run('check', { 'calc.total': 15 })).toMatchObject({
      handles: ['big'],
      inputs: { 'calc.total': 15 },
    });
    expect((await run('check', { 'calc.total': 3 })).handles).toEqual(['else']);

    const calc = await run('calc', { 'start.question': '14' });
    expect(calc).toMatchObject({ status: 'done', outputs: { total: 42 } });
    expect(calc.ms).toBeGreaterThanOrEqual(0);

    const replied = await run('reply', { 'start.question': '你好' });
    expect(replied.status).toBe('done');
    expect(replied.text).not.toBe('');
    expect(replied.text).toBe(replied.outputs.text);

    // Alone, the node fails as itself: its error branch is the run's, not the probe's.
    const fetched = await run('fetch', { 'calc.total': 1 });
    expect(fetched).toMatchObject({
      status: 'failed',
      handles: [],
      error: { code: 'SCENE_HTTP_FAILED' },
    });
    expect(fetched.error!.message).toMatch(/HTTP 请求失败：address not allowed/);

    // A probe is kept as no run.
    const runs = await owner.get(`/v1/orgs/${orgId}/scenes/${sceneId}/runs`);
    expect(runs.json()).toMatchObject({ total: 0 });
  });

  it('refuses a node not in the draft, the start node, and a caller who cannot edit', async () => {
    const { owner, orgId, sceneId } = await sceneOfOwner();
    const missing = await runNode(owner, orgId, sceneId, 'nowhere', { inputs: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SCENE_NODE_MISSING');
    const start = await runNode(owner, orgId, sceneId, 'start', { inputs: {} });
    expect(start.statusCode).toBe(422);
    expect(start.json().code).toBe('SCENE_NODE_NOT_RUNNABLE');
    const badSelector = await runNode(owner, orgId, sceneId, 'say', { inputs: { nope: 1 } });
    expect(badSelector.statusCode).toBe(422);

    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const colleague = await user('13900381002');
    await colleague.post(`/v1/invites/${invite.json().code}/accept`);
    const refused = await runNode(colleague, orgId, sceneId, 'say', { inputs: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCENE_NOT_YOURS');
    // The right is checked before the body is read.
    const unread = await runNode(colleague, orgId, sceneId, 'say', { inputs: 'not a map' });
    expect(unread.statusCode).toBe(403);
  });
});
