import type { SceneGraph, SceneNode, SceneNodeType } from '@miaoyu/contracts/scenes';
import type { Point } from './graphOps';
import type { Size } from './layout';

/**
 * Loops on the canvas: a box whose nodes run once per pass. A node inside keeps its place
 * relative to the box (as the canvas draws sub-flows), so moving the box moves what it holds.
 */

/** A new loop's box. */
export const LOOP_SIZE: Size = { width: 560, height: 300 };
/** The box's header, and the margin kept around what it holds when it is laid out. */
export const LOOP_HEADER = 56;
export const LOOP_PADDING = 24;

/** What a loop cannot hold: a loop, the start, a pause for the visitor, a hand-over. */
export const OUTSIDE_ONLY: ReadonlySet<SceneNodeType> = new Set([
  'loop',
  'start',
  'ask',
  'handover',
]);

export const loopSize = (node: SceneNode): Size => node.size ?? LOOP_SIZE;

/** Where a node is on the canvas, counting its loop's place. */
export function absolutePosition(graph: SceneGraph, node: SceneNode): Point {
  const parent = node.parentId ? graph.nodes.find((n) => n.id === node.parentId) : undefined;
  return parent
    ? { x: parent.position.x + node.position.x, y: parent.position.y + node.position.y }
    : node.position;
}

/** The loop whose box holds `point` (a canvas point), if any. */
export function loopAt(graph: SceneGraph, point: Point, except?: string): SceneNode | undefined {
  return graph.nodes.find((n) => {
    if (n.type !== 'loop' || n.id === except) return false;
    const { width, height } = loopSize(n);
    return (
      point.x >= n.position.x &&
      point.x <= n.position.x + width &&
      point.y >= n.position.y + LOOP_HEADER / 2 &&
      point.y <= n.position.y + height
    );
  });
}

/** Where a node placed at canvas `point` goes: into the loop there (relative to it), or not. */
export function placeFor(
  graph: SceneGraph,
  type: SceneNodeType,
  point: Point,
): { parentId?: string; position: Point } {
  const loop = OUTSIDE_ONLY.has(type) ? undefined : loopAt(graph, point);
  if (!loop) return { position: point };
  return {
    parentId: loop.id,
    position: {
      x: Math.max(LOOP_PADDING / 2, point.x - loop.position.x),
      y: Math.max(LOOP_HEADER, point.y - loop.position.y),
    },
  };
}

/**
 * The node moved into a loop (or out of every loop) keeping its place on the canvas; its edges
 * that would cross the loop's border go, since none may.
 */
export function reparent(
  graph: SceneGraph,
  nodeId: string,
  loopId: string | undefined,
): SceneGraph {
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node || node.parentId === loopId) return graph;
  const at = absolutePosition(graph, node);
  const loop = loopId ? graph.nodes.find((n) => n.id === loopId) : undefined;
  const position = loop ? { x: at.x - loop.position.x, y: at.y - loop.position.y } : at;
  const moved = { ...node, parentId: loop?.id, position } as SceneNode;
  if (!loop) delete (moved as { parentId?: string }).parentId;
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (n.id === nodeId ? moved : n)),
    edges: graph.edges.filter((e) => e.source !== nodeId && e.target !== nodeId),
  };
}

/** The loop's box resized (and moved, when dragged by its top or left side). */
export function resizeLoop(graph: SceneGraph, id: string, size: Size, position: Point): SceneGraph {
  const round = (v: number) => Math.round(v);
  return {
    ...graph,
    nodes: graph.nodes.map((n) =>
      n.id === id
        ? ({
            ...n,
            size: { width: round(size.width), height: round(size.height) },
            position: { x: round(position.x), y: round(position.y) },
          } as SceneNode)
        : n,
    ),
  };
}

/** The nodes a loop holds. */
export const childrenOf = (graph: SceneGraph, loopId: string) =>
  graph.nodes.filter((n) => n.parentId === loopId);
