import type { Viewport } from '@xyflow/react';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { isRecordOf, type Guard } from '@/lib/guards';
import { storage } from '@/lib/storage';
import type { Point } from './graphOps';

/**
 * This browser's view of a scene (spec §3 `settingNode`: node places per session): where the
 * canvas was and where the person moved nodes, so reopening the scene shows it as they left it.
 * The saved graph's places are the scene's own; these are laid over them.
 */
export interface SceneLayout {
  viewport?: Viewport;
  positions: Record<string, Point>;
}

export const layoutKey = (sceneId: string) => `miaoyu.scene.${sceneId}.layout`;

const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e6;
const isPoint: Guard<Point> = (v): v is Point =>
  typeof v === 'object' && v !== null && finite((v as Point).x) && finite((v as Point).y);
const isViewport = (v: unknown): v is Viewport =>
  isPoint(v) && typeof (v as Viewport).zoom === 'number' && (v as Viewport).zoom > 0;
const isLayout: Guard<SceneLayout> = (v): v is SceneLayout => {
  if (typeof v !== 'object' || v === null) return false;
  const layout = v as Partial<SceneLayout>;
  return (
    isRecordOf(isPoint)(layout.positions) &&
    (layout.viewport === undefined || isViewport(layout.viewport))
  );
};

export function readLayout(sceneId: string): SceneLayout {
  return storage.getJSON(layoutKey(sceneId), isLayout) ?? { positions: {} };
}

export function saveViewport(sceneId: string, viewport: Viewport): void {
  storage.setJSON(layoutKey(sceneId), { ...readLayout(sceneId), viewport });
}

/** Remembers where the nodes are now (moved, laid out, or back after an undo). */
export function savePositions(sceneId: string, graph: SceneGraph): void {
  const positions = Object.fromEntries(graph.nodes.map((n) => [n.id, n.position]));
  storage.setJSON(layoutKey(sceneId), { ...readLayout(sceneId), positions });
}

/** The graph with this browser's places laid over the saved ones. */
export function withStoredPositions(graph: SceneGraph, layout: SceneLayout): SceneGraph {
  const { positions } = layout;
  if (!graph.nodes.some((n) => positions[n.id])) return graph;
  return {
    ...graph,
    nodes: graph.nodes.map((n) => (positions[n.id] ? { ...n, position: positions[n.id]! } : n)),
  };
}
