import { nodeHandles, topologicalOrder, type SceneGraph } from '@miaoyu/contracts/scenes';

/** An edge being drawn, as the canvas reports it. */
export interface Attempt {
  source: string | null;
  target: string | null;
  sourceHandle?: string | null;
}

/** Why an edge may not be drawn, or null when it may. */
export type Refusal =
  'missing' | 'intoStart' | 'handle' | 'self' | 'duplicate' | 'border' | 'cycle';

/**
 * The rules of a new edge: into a node other than the start, from a branch its node has, not
 * twice, not across a loop's border, and not back to where it came from (no cycle: repeated
 * steps live inside a loop node).
 */
export function refuseConnection(graph: SceneGraph, attempt: Attempt): Refusal | null {
  const source = graph.nodes.find((n) => n.id === attempt.source);
  const target = graph.nodes.find((n) => n.id === attempt.target);
  if (!source || !target) return 'missing';
  if (target.type === 'start') return 'intoStart';
  const handle = attempt.sourceHandle ?? '';
  if (!nodeHandles(source).includes(handle)) return 'handle';
  if (source.id === target.id) return 'self';
  // Inside a loop, nodes join only each other; the loop itself joins the outside.
  if (source.parentId !== target.parentId) return 'border';
  if (
    graph.edges.some(
      (e) => e.source === source.id && e.sourceHandle === handle && e.target === target.id,
    )
  )
    return 'duplicate';
  const edges = [...graph.edges, { source: source.id, target: target.id }];
  const sorted = topologicalOrder(
    graph.nodes.map((n) => n.id),
    edges,
  );
  return 'cycle' in sorted ? 'cycle' : null;
}

export const isValidConnection = (graph: SceneGraph, attempt: Attempt) =>
  refuseConnection(graph, attempt) === null;
