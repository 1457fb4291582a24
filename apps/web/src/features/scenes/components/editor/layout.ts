import { Graph, layout } from '@dagrejs/dagre';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { moveItems, type Point } from './graphOps';

export interface Size {
  width: number;
  height: number;
}

/** A node's size before the canvas has measured it. */
export const NODE_SIZE: Size = { width: 240, height: 88 };

/**
 * The nodes laid out left to right by rank (dagre: `rankdir LR`, 40 px between nodes of a rank,
 * 80 between ranks), keeping the drawing where it was: the top-left corner stays put.
 */
export function autoLayout(graph: SceneGraph, sizes: ReadonlyMap<string, Size>): SceneGraph {
  if (graph.nodes.length === 0) return graph;
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 80 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.id, { ...(sizes.get(node.id) ?? NODE_SIZE) });
  for (const edge of graph.edges)
    if (g.hasNode(edge.source) && g.hasNode(edge.target))
      g.setEdge(edge.source, edge.target, {}, edge.id);
  layout(g);

  const corner = (points: Point[]) => ({
    x: Math.min(...points.map((p) => p.x)),
    y: Math.min(...points.map((p) => p.y)),
  });
  const before = corner(graph.nodes.map((n) => n.position));
  const placed: Record<string, Point> = {};
  for (const node of graph.nodes) {
    const { x, y, width, height } = g.node(node.id) as Size & Point;
    // dagre answers centres; the canvas places corners.
    placed[node.id] = { x: x - width / 2, y: y - height / 2 };
  }
  const after = corner(Object.values(placed));
  for (const id of Object.keys(placed)) {
    const p = placed[id]!;
    placed[id] = { x: p.x - after.x + before.x, y: p.y - after.y + before.y };
  }
  return moveItems(graph, placed);
}
