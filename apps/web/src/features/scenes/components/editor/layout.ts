import { Graph, layout } from '@dagrejs/dagre';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { moveItems, type Point } from './graphOps';
import { LOOP_HEADER, LOOP_PADDING, resizeLoop } from './loops';

export interface Size {
  width: number;
  height: number;
}

/** A node's size before the canvas has measured it. */
export const NODE_SIZE: Size = { width: 240, height: 88 };

/** From this many nodes on, the layout takes dagre's quicker steps (see `layoutSettings`). */
export const LARGE_LAYOUT = 100;

/**
 * Left to right by rank, 40 px between nodes of a rank, 80 between ranks. A large scene skips
 * dagre's slowest steps: its crossing-reduction sweeps and its network-simplex ranking (longest
 * path instead, the quickest: each node as far right as its successors allow), which take most of
 * a 200-node layout, so "tidy up" stays near 100 ms; its order is then the graph's own (depth
 * first), with more crossings than a small scene's.
 */
export function layoutSettings(nodeCount: number) {
  const large = nodeCount >= LARGE_LAYOUT;
  return {
    graph: {
      rankdir: 'LR',
      nodesep: 40,
      ranksep: 80,
      ...(large ? { ranker: 'longest-path' } : {}),
    },
    run: { disableOptimalOrderHeuristic: large },
  };
}

/** Where auto-layout puts each node, and the new box of each loop that holds nodes. */
export interface LayoutPlan {
  placed: Record<string, Point>;
  loops: { id: string; size: Size; position: Point }[];
}

/**
 * The nodes laid out left to right by rank (dagre, see `layoutSettings`), keeping the drawing
 * where it was: the top-left corner stays put. What a loop holds is laid out inside it first, and
 * the box made to fit, so the loop then takes its place among the others at its new size.
 */
export function planLayout(graph: SceneGraph, sizes: ReadonlyMap<string, Size>): LayoutPlan {
  const placed: Record<string, Point> = {};
  const loops: LayoutPlan['loops'] = [];
  const outerSizes = new Map(sizes);
  for (const loop of graph.nodes.filter((n) => n.type === 'loop')) {
    const inside = graph.nodes.filter((n) => n.parentId === loop.id);
    if (inside.length === 0) continue;
    const at = placeLevel(inside, graph.edges, sizes);
    let width = 0;
    let height = 0;
    for (const node of inside) {
      const p = at.get(node.id)!;
      const size = sizes.get(node.id) ?? NODE_SIZE;
      placed[node.id] = { x: p.x + LOOP_PADDING, y: p.y + LOOP_HEADER + LOOP_PADDING / 2 };
      width = Math.max(width, p.x + size.width);
      height = Math.max(height, p.y + size.height);
    }
    const box = { width: width + 2 * LOOP_PADDING, height: height + LOOP_HEADER + LOOP_PADDING };
    outerSizes.set(loop.id, box);
    loops.push({ id: loop.id, size: box, position: loop.position });
  }
  const outer = graph.nodes.filter((n) => !n.parentId);
  if (outer.length === 0) return { placed, loops };
  const at = placeLevel(outer, graph.edges, outerSizes);
  const before = corner(outer.map((n) => n.position));
  for (const node of outer) {
    const p = at.get(node.id)!;
    placed[node.id] = { x: p.x + before.x, y: p.y + before.y };
  }
  return { placed, loops };
}

/** The graph with a plan applied: unmoved nodes keep their objects. */
export function applyLayout(graph: SceneGraph, plan: LayoutPlan): SceneGraph {
  const resized = plan.loops.reduce(
    (next, loop) => resizeLoop(next, loop.id, loop.size, loop.position),
    graph,
  );
  return moveItems(resized, plan.placed);
}

/** Auto-layout at once (see `planLayout`). */
export function autoLayout(graph: SceneGraph, sizes: ReadonlyMap<string, Size>): SceneGraph {
  if (graph.nodes.length === 0) return graph;
  return applyLayout(graph, planLayout(graph, sizes));
}

const corner = (points: Point[]) => ({
  x: Math.min(...points.map((p) => p.x)),
  y: Math.min(...points.map((p) => p.y)),
});

/** These nodes' corners laid out by dagre, the drawing's top-left corner at 0,0. */
function placeLevel(
  nodes: SceneGraph['nodes'],
  edges: SceneGraph['edges'],
  sizes: ReadonlyMap<string, Size>,
): Map<string, Point> {
  const settings = layoutSettings(nodes.length);
  // One edge per pair of nodes: two exits to the same node place it no differently, and a
  // simple graph is quicker for dagre to copy through its steps than a multigraph.
  const g = new Graph();
  g.setGraph(settings.graph);
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) g.setNode(node.id, { ...(sizes.get(node.id) ?? NODE_SIZE) });
  for (const edge of edges)
    if (g.hasNode(edge.source) && g.hasNode(edge.target)) g.setEdge(edge.source, edge.target);
  layout(g, settings.run);
  const placed = new Map<string, Point>();
  for (const node of nodes) {
    const { x, y, width, height } = g.node(node.id) as Size & Point;
    // dagre answers centres; the canvas places corners.
    placed.set(node.id, { x: x - width / 2, y: y - height / 2 });
  }
  const origin = corner([...placed.values()]);
  for (const [id, p] of placed) placed.set(id, { x: p.x - origin.x, y: p.y - origin.y });
  return placed;
}
