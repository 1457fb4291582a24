import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent, Scene, SceneGraphInput, SceneRun } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
import { deltaText, parseSse } from '../../../test/sse';

/** A quote for every product a customer lists: a code node splits the list, a loop prices each. */
function quoteScene(loop: object, inside: SceneGraphInput['nodes'] = []): SceneGraphInput {
  return {
    nodes: [
      { id: 'start', type: 'start', settings: {} },
      {
        id: 'split',
        type: 'code',
        settings: {
          code: 'function main(i) { return { items: i.q.split(/[,，、]/).map(s => s.trim()) } }',
          inputs: [{ name: 'q', from: 'start.question' }],
          outputs: [{ name: 'items', type: 'array' }],
        },
      },
      {
        id: 'each',
        type: 'loop',
        settings: { mode: 'each', items: 'split.items', collect: 'line.text', ...loop },
      },
      {
        id: 'price',
        type: 'code',
        parentId: 'each',
        settings: {
          code: `function main(i) {
            if (i.name === '坏货') throw new Error('没有这个货');
            return { cents: i.name.length * 1000 + i.index }
          }`,
          inputs: [
            { name: 'name', from: 'each.item' },
            { name: 'index', from: 'each.index' },
          ],
          outputs: [{ name: 'cents', type: 'number' }],
        },
      },
      {
        id: 'line',
        type: 'template',
        parentId: 'each',
        settings: { template: '{{ each.index | plus: 1 }}. {{ each.item }}：{{ price.cents }}' },
      },
      ...inside,
      {
        id: 'say',
        type: 'answer',
        settings: { text: '共 {{ each.count }} 项：{{ each.results | join: "；" }}' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'split' },
      { id: 'e2', source: 'split', target: 'each' },
      { id: 'e3', source: 'price', target: 'line' },
      { id: 'e4', source: 'each', target: 'say' },
    ],
  };
}

describe.each(DATABASE_KINDS)('loops in business scenes on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function newScene(n: number) {
    const owner = await user(`1390038${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `循环团队${n}` })).json().id;
    return { owner, orgId, scene: await scenesOf(t, owner, orgId).create('报价', 'blank') };
  }

  async function saveAndRun(
    who: ChatUser,
    orgId: string,
    scene: Scene,
    graph: SceneGraphInput,
    question: string,
  ) {
    const scenes = scenesOf(t, who, orgId);
    const saved = await scenes.saveDraft(scene.id, graph, scene.draftVersion);
    expect(saved.statusCode, saved.body).toBe(200);
    scene.draftVersion = (saved.json() as Scene).draftVersion;
    const res = await scenes.test(scene.id, { conversation: `c${scene.draftVersion}`, question });
    expect(res.statusCode, res.body).toBe(200);
    const { events } = parseSse(res.body);
    const node = events.find((e) => e.event === 'scene-node') as
      Extract<ChatStreamEvent, { event: 'scene-node' }> | undefined;
    const traced = await who.get(`${scenes.url(scene.id)}/runs/${node!.data.runId}`);
    return { text: deltaText(events), end: events.at(-1)!, trace: traced.json() as SceneRun };
  }

  it('walks each item of a list, some at once, and answers with the results in order', async () => {
    const { owner, orgId, scene } = await newScene(1);
    const run = await saveAndRun(
      owner,
      orgId,
      scene,
      quoteScene({ parallel: 2 }),
      '茶叶，紫砂壶、茶盘',
    );
    expect(run.end.event).toBe('done');
    expect(run.text).toBe('共 3 项：1. 茶叶：2000；2. 紫砂壶：3001；3. 茶盘：2002');
    const lines = run.trace.nodes.filter((n) => n.nodeId === 'line');
    expect(lines.map((n) => n.iteration).sort()).toEqual([0, 1, 2]);
    expect(lines.every((n) => n.status === 'done')).toBe(true);
    const loop = run.trace.nodes.find((n) => n.nodeId === 'each')!;
    expect(loop).toMatchObject({ status: 'done', iteration: 0, outputs: { count: 3 } });
  });

  it('repeats until its condition holds, each pass seeing what the previous one collected', async () => {
    const { owner, orgId, scene } = await newScene(2);
    const graph = quoteScene({
      mode: 'repeat',
      items: undefined,
      maxPasses: 10,
      until: { conditions: [{ left: 'each.index', op: 'ge', right: { kind: 'value', value: 2 } }] },
    });
    // A repeat pass's element is what the pass before collected (null at first).
    graph.nodes[3] = {
      id: 'price',
      type: 'code',
      parentId: 'each',
      settings: {
        code: 'function main(i) { return { cents: i.index * 10 } }',
        inputs: [{ name: 'index', from: 'each.index' }],
        outputs: [{ name: 'cents', type: 'number' }],
      },
    };
    graph.nodes[4] = {
      id: 'line',
      type: 'template',
      parentId: 'each',
      settings: { template: '{{ price.cents }}<{{ each.item | default: "无" }}>' },
    };
    const run = await saveAndRun(owner, orgId, scene, graph, '随便');
    expect(run.text).toBe('共 3 项：0<无>；10<0<无>>；20<10<0<无>>>');
  });

  it('fails at the node that failed in a pass, or goes on with the loop’s default', async () => {
    const { owner, orgId, scene } = await newScene(3);
    const failed = await saveAndRun(owner, orgId, scene, quoteScene({}), '茶叶,坏货,茶盘');
    expect(failed.end.event).toBe('error');
    expect(failed.trace.status).toBe('failed');
    expect(failed.trace.error).toMatch(/没有这个货/);
    const price = failed.trace.nodes.filter((n) => n.nodeId === 'price');
    expect(price.find((n) => n.iteration === 1)).toMatchObject({ status: 'failed' });

    // Longer than its limit: refused whole, never cut short; the default lets the scene answer.
    const graph = quoteScene({ maxPasses: 2 });
    Object.assign(graph.nodes[2]!, {
      onError: { mode: 'default', defaults: { count: 0 } },
    });
    const tooMany = await saveAndRun(owner, orgId, scene, graph, '茶叶,茶盘,茶杯');
    expect(tooMany.end.event).toBe('done');
    expect(tooMany.text).toBe('共 0 项：');
    const loop = tooMany.trace.nodes.find((n) => n.nodeId === 'each')!;
    expect(loop.error).toMatch(/列表有 3 项，超过循环的上限 2 轮/);
    expect(tooMany.trace.nodes.filter((n) => n.nodeId === 'price')).toEqual([]);
  });

  it('does not retry a loop whose pass already spoke, and says which node inside failed', async () => {
    const { owner, orgId, scene } = await newScene(6);
    const graph = quoteScene({}, [
      {
        id: 'tell',
        type: 'answer',
        parentId: 'each',
        settings: { text: '第{{ each.index }}项；' },
      },
    ]);
    Object.assign(graph.nodes[2]!, { onError: { mode: 'default', retries: 2, retryDelayMs: 0 } });
    graph.edges!.push({ id: 'e5', source: 'tell', target: 'price' });
    graph.nodes.at(-1)!.settings = { text: '出错：{{ each.error }}' };
    const run = await saveAndRun(owner, orgId, scene, graph, '坏货');
    expect(run.end.event).toBe('done');
    expect(run.text).toMatch(/^第0项；出错：代码节点出错：.*没有这个货/);
    const loop = run.trace.nodes.find((n) => n.nodeId === 'each')!;
    expect(loop).toMatchObject({ status: 'done', attempt: 1 });
  });

  it('runs a loop alone with the list the editor gives, its nodes once per item', async () => {
    const { owner, orgId, scene } = await newScene(5);
    await saveAndRun(owner, orgId, scene, quoteScene({}), '茶叶');
    const res = await owner.post(`/v1/orgs/${orgId}/scenes/${scene.id}/nodes/each/run`, {
      inputs: { 'split.items': ['白茶', '紫砂壶'], 'start.question': '随便' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'done',
      outputs: { count: 2, results: ['1. 白茶：2000', '2. 紫砂壶：3001'] },
    });
  });

  it('refuses on save a loop whose pass is read from outside, with the place', async () => {
    const { owner, orgId, scene } = await newScene(4);
    const graph = quoteScene({});
    graph.nodes.at(-1)!.settings = { text: '{{ line.text }}' };
    const res = await scenesOf(t, owner, orgId).saveDraft(scene.id, graph, scene.draftVersion);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/SCENE_REF_IN_LOOP|循环外请读取循环的 results/);
  });
});
