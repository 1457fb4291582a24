import {
  sceneGraphSchema,
  type SceneGraph,
  type SceneGraphInput,
  type SceneNodeType,
} from '@miaoyu/contracts/scenes';
import type { DefaultWords } from '../defaults';

/** The words new nodes get in tests: the Chinese the editor shows. */
export const WORDS: DefaultWords = {
  title: (type: SceneNodeType) => type,
  classLabel: (n) => `类别 ${n}`,
  optionLabel: (n) => `选项 ${n}`,
};

/** A graph as the server sends it: parsed, with every default filled. */
export const graphOf = (input: SceneGraphInput): SceneGraph => sceneGraphSchema.parse(input);

/** start → llm_1 → answer_1: a scene with no problems. */
export function simpleGraph(): SceneGraph {
  return graphOf({
    nodes: [
      { id: 'start', type: 'start', title: '开始', position: { x: 0, y: 0 }, settings: {} },
      {
        id: 'llm_1',
        type: 'llm',
        title: '回答',
        position: { x: 300, y: 0 },
        settings: { prompt: '{{ start.question }}', reply: false },
      },
      {
        id: 'answer_1',
        type: 'answer',
        title: '回复',
        position: { x: 600, y: 0 },
        settings: { text: '{{ llm_1.text }}' },
      },
    ],
    edges: [
      { id: 'e_1', source: 'start', sourceHandle: 'out', target: 'llm_1' },
      { id: 'e_2', source: 'llm_1', sourceHandle: 'out', target: 'answer_1' },
    ],
  });
}

/** start → t1 → … in a line, every third node also jumping two ahead; all piled at 0,0. */
export function chain(count: number) {
  const ids = Array.from({ length: count }, (_, i) => (i === 0 ? 'start' : `t${i}`));
  const nodes: SceneGraphInput['nodes'] = [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, settings: {} },
    ...ids.slice(1).map((id) => ({
      id,
      type: 'template' as const,
      position: { x: 0, y: 0 },
      settings: { template: 'x' },
    })),
  ];
  const edges = ids.slice(1).map((id, i) => ({ id: `e${i}`, source: ids[i]!, target: id }));
  for (let i = 0; i + 3 < count; i += 3)
    edges.push({ id: `s${i}`, source: ids[i]!, target: ids[i + 3]! });
  return graphOf({ nodes, edges });
}
