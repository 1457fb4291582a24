/** The scene `bench:canvas` opens: 200 nodes and about 250 edges that pass the graph check. */
import {
  checkSceneGraph,
  sceneGraphSchema,
  type SceneGraph,
  type SceneGraphInput,
} from '@miaoyu/contracts/scenes';

export const CANVAS_NODES = 200;
/** Columns of the grid the nodes start on: far from what auto-layout makes of them. */
const COLUMNS = 20;

type NodeInput = SceneGraphInput['nodes'][number];

function nodeAt(i: number): NodeInput {
  const id = i === 0 ? 'start' : `n${i}`;
  const position = { x: (i % COLUMNS) * 300, y: Math.floor(i / COLUMNS) * 160 };
  if (i === 0) return { id, type: 'start', position, settings: {} };
  if (i === CANVAS_NODES - 1 || i % 25 === 0)
    return { id, type: 'answer', position, settings: { text: `第 ${i} 步：{{ start.question }}` } };
  if (i % 10 === 5)
    return {
      id,
      type: 'ifelse',
      position,
      settings: {
        cases: [{ id: 'yes', conditions: [{ left: 'start.question', op: 'not_empty' }] }],
      },
    };
  return { id, type: 'template', position, settings: { template: `{{ start.question }} #${i}` } };
}

/**
 * A chain from the start through every node (a condition's `yes` goes on, its `else` skips one),
 * with every fourth node also jumping three ahead: each node is reachable, nothing loops back.
 */
export function canvasGraph(): SceneGraph {
  const nodes = Array.from({ length: CANVAS_NODES }, (_, i) => nodeAt(i));
  const edges: SceneGraphInput['edges'] = [];
  const link = (from: number, handle: string, to: number) => {
    if (to >= CANVAS_NODES) return;
    const source = nodes[from]!.id;
    const target = nodes[to]!.id;
    edges.push({ id: `${source}-${handle}-${target}`, source, sourceHandle: handle, target });
  };
  for (let i = 0; i < CANVAS_NODES - 1; i += 1) {
    const condition = nodes[i]!.type === 'ifelse';
    link(i, condition ? 'yes' : 'out', i + 1);
    if (condition) link(i, 'else', i + 2);
    else if (i % 4 === 2) link(i, 'out', i + 3);
  }
  const graph = sceneGraphSchema.parse({ nodes, edges });
  const problems = checkSceneGraph(graph);
  if (problems.length > 0)
    throw new Error(`the bench graph fails the check: ${JSON.stringify(problems.slice(0, 3))}`);
  return graph;
}
