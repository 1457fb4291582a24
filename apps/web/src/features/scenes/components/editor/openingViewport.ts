import { getViewportForBounds, type Viewport } from '@xyflow/react';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { NODE_SIZE } from './layout';

/** The zoom range the canvas allows; the first view never zooms in past 1. */
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2;
/** Room around the scene in the first view, as a share of the canvas (xyflow's fitView's own). */
const PADDING = 0.1;

/**
 * The view a scene opens in when this browser kept none: all of it in the canvas, worked out from
 * where its nodes and comments are instead of drawing them once to measure them first (the
 * nodes then draw once, at the zoom they are seen at). Nodes are taken at their usual size; a
 * node inside a loop is within the loop's box.
 */
export function openingViewport(
  graph: Pick<SceneGraph, 'nodes' | 'notes'>,
  canvas: { width: number; height: number },
): Viewport | undefined {
  const boxes = [
    ...graph.nodes
      .filter((node) => !node.parentId)
      .map((node) => ({ ...node.position, ...(node.size ?? NODE_SIZE) })),
    ...graph.notes.map((note) => ({ ...note.position, width: note.width, height: note.height })),
  ];
  if (boxes.length === 0 || canvas.width <= 0 || canvas.height <= 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return getViewportForBounds(
    { x: left, y: top, width: right - left, height: bottom - top },
    canvas.width,
    canvas.height,
    MIN_ZOOM,
    1,
    PADDING,
  );
}
