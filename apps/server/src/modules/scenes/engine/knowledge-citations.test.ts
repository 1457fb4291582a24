import { describe, expect, it } from 'vitest';
import { sceneGraphSchema, type ChatCitation, type SceneGraphInput } from '@miaoyu/contracts';
import type { SceneServices } from './context';
import { runScene } from './run-scene';
import { knowledgeCiter } from './knowledge-citations';

const citation = { title: '退货指南', datasetId: '1', documentId: '2' } as unknown as ChatCitation;

/** Looks up the guide, then answers from it, or hands over when the visitor asks for a person. */
const GRAPH: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'guide', type: 'knowledge', settings: { datasetIds: ['1'] } },
    {
      id: 'route',
      type: 'ifelse',
      settings: {
        cases: [
          {
            id: 'person',
            conditions: [
              { left: 'start.question', op: 'contains', right: { kind: 'value', value: '人工' } },
            ],
          },
        ],
      },
    },
    { id: 'person', type: 'handover', settings: { message: '正在为您转接。' } },
    { id: 'draft', type: 'template', settings: { template: '参考：{{ guide.passages }}' } },
    { id: 'reply', type: 'answer', settings: { text: '{{ draft.text }}' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'guide' },
    { id: 'e2', source: 'guide', target: 'route' },
    { id: 'e3', source: 'route', sourceHandle: 'person', target: 'person' },
    { id: 'e4', source: 'route', sourceHandle: 'else', target: 'draft' },
    { id: 'e5', source: 'draft', target: 'reply' },
  ],
};

/** The scene above, called by another as its sub-scene. */
const CALLER: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'desk', type: 'subscene', settings: { sceneId: '7' } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'desk' }],
};

async function citedFor(question: string, top: SceneGraphInput = GRAPH) {
  const graph = sceneGraphSchema.parse(top);
  const cited: ChatCitation[][] = [];
  const cite = (citations: ChatCitation[]) => cited.push(citations);
  const services = {
    retrieve: async () => [{ text: '七天无理由退货。', citation }],
    handOver: async () => true,
    subscene: async () => sceneGraphSchema.parse(GRAPH),
  } as unknown as SceneServices;
  const outcome = await runScene({
    graph,
    run: {
      channel: 'test',
      question,
      files: [],
      userName: '',
      isVisitor: false,
      locale: 'zh-CN',
      earlier: [],
    },
    services,
    journal: knowledgeCiter(graph, cite),
    conv: {},
    say: () => undefined,
    cite,
    event: () => undefined,
    signal: new AbortController().signal,
  });
  expect(outcome.status, outcome.error?.message).toBe('done');
  return { cited, text: outcome.text };
}

describe("a knowledge node's citations", () => {
  it('are cited when a node that speaks used its passages, through the nodes between', async () => {
    const { cited, text } = await citedFor('怎么退货？');
    expect(text).toContain('七天无理由退货');
    expect(cited).toEqual([[citation]]);
  });

  it('are not cited when the scene answered without them (a hand-over)', async () => {
    const { cited, text } = await citedFor('我要人工');
    expect(text).toBe('正在为您转接。');
    expect(cited).toEqual([]);
  });

  it('inside a sub-scene, are cited as in a scene of its own: when used, and only then', async () => {
    const used = await citedFor('怎么退货？', CALLER);
    expect(used.text).toContain('七天无理由退货');
    expect(used.cited).toEqual([[citation]]);
    const unused = await citedFor('我要人工', CALLER);
    expect(unused.text).toBe('正在为您转接。');
    expect(unused.cited).toEqual([]);
  });
});
