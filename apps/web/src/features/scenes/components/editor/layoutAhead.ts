import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { LARGE_LAYOUT, planLayout, type LayoutPlan, type Size } from './layout';

interface Job {
  graph: SceneGraph;
  sizesKey: string;
  plan: Promise<LayoutPlan>;
}

const keyOf = (sizes: ReadonlyMap<string, Size>) =>
  Array.from(sizes, ([id, size]) => `${id}:${size.width}x${size.height}`).join('|');

/**
 * Auto-layout of a large scene worked out ahead, in a worker, for the graph and node sizes as
 * they are once the editor is still: dagre takes about 100 ms on 200 nodes (twice that on its
 * first run in a page), too long between a click on "tidy up" and the nodes moving, so the click
 * only applies the plan. A small scene, or one changed since, is laid out at once.
 */
export class LayoutAhead {
  private worker: Worker | null = null;
  /** The worker failed once: no more are started, the click lays out on the page. */
  private failed = false;
  private job: Job | null = null;
  private nextId = 0;
  private waiting = new Map<
    number,
    { resolve: (plan: LayoutPlan) => void; graph: SceneGraph; sizes: ReadonlyMap<string, Size> }
  >();

  /** Starts working out the layout of this graph at these sizes, unless already done. */
  prepare(graph: SceneGraph, sizes: ReadonlyMap<string, Size>) {
    if (graph.nodes.length < LARGE_LAYOUT || typeof Worker === 'undefined' || this.failed) return;
    const sizesKey = keyOf(sizes);
    if (this.job?.graph === graph && this.job.sizesKey === sizesKey) return;
    const worker = this.ensureWorker();
    const id = (this.nextId += 1);
    const plan = new Promise<LayoutPlan>((resolve) =>
      this.waiting.set(id, { resolve, graph, sizes }),
    );
    worker.postMessage({ id, graph, sizes: [...sizes] });
    this.job = { graph, sizesKey, plan };
  }

  /** The plan for this graph at these sizes: the one worked out ahead, or one made now. */
  plan(graph: SceneGraph, sizes: ReadonlyMap<string, Size>): Promise<LayoutPlan> | LayoutPlan {
    const job = this.job;
    if (job?.graph === graph && job.sizesKey === keyOf(sizes)) return job.plan;
    return planLayout(graph, sizes);
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
    this.job = null;
    this.waiting.clear();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; plan: LayoutPlan }>) => {
      this.waiting.get(event.data.id)?.resolve(event.data.plan);
      this.waiting.delete(event.data.id);
    };
    // A worker that fails (a browser without module workers, a build replaced since) leaves the
    // layout to the page from then on; a click waiting on it is answered from the page.
    worker.onerror = () => {
      const waiting = [...this.waiting.values()];
      this.failed = true;
      this.dispose();
      for (const { resolve, graph, sizes } of waiting) {
        try {
          resolve(planLayout(graph, sizes));
        } catch {
          resolve({ placed: {}, loops: [] });
        }
      }
    };
    this.worker = worker;
    return worker;
  }
}
