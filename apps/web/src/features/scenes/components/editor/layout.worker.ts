/// <reference lib="webworker" />
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { planLayout, type Size } from './layout';

/** Works out a layout plan away from the page's main thread (see `LayoutAhead`). */
self.onmessage = (
  event: MessageEvent<{ id: number; graph: SceneGraph; sizes: [string, Size][] }>,
) => {
  const { id, graph, sizes } = event.data;
  self.postMessage({ id, plan: planLayout(graph, new Map(sizes)) });
};
