import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGE_LAYOUT, planLayout, type Size } from './layout';
import { LayoutAhead } from './layoutAhead';
import { chain } from './testing/graphs';

/** A module worker as the browser runs one: the page's messages answered on a later turn. */
class WorkerStandIn {
  static made: WorkerStandIn[] = [];
  static failing = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received = 0;
  constructor() {
    WorkerStandIn.made.push(this);
  }
  postMessage(data: { id: number; graph: never; sizes: [string, Size][] }) {
    this.received += 1;
    setTimeout(() => {
      if (WorkerStandIn.failing) return this.onerror?.(new Event('error'));
      const plan = planLayout(data.graph, new Map(data.sizes));
      this.onmessage?.({ data: { id: data.id, plan } } as MessageEvent);
    });
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  WorkerStandIn.made = [];
  WorkerStandIn.failing = false;
});

describe('layout worked out ahead', () => {
  it('hands a large scene’s click the plan the worker made for that graph, once', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    const ahead = new LayoutAhead();
    const graph = chain(LARGE_LAYOUT + 10);
    const sizes = new Map([['t1', { width: 240, height: 60 }]]);
    ahead.prepare(graph, sizes);
    ahead.prepare(graph, new Map(sizes));
    expect(WorkerStandIn.made[0]!.received).toBe(1);
    const planned = ahead.plan(graph, new Map(sizes));
    expect(planned).toBeInstanceOf(Promise);
    expect(await planned).toEqual(planLayout(graph, sizes));
  });

  it('lays out at once what changed since, what is small, and where no worker runs', () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    const ahead = new LayoutAhead();
    const graph = chain(LARGE_LAYOUT + 10);
    ahead.prepare(graph, new Map());
    const moved = { ...graph, nodes: [...graph.nodes] };
    expect(ahead.plan(moved, new Map())).toEqual(planLayout(moved, new Map()));
    // Sizes measured since (the view zoomed in) are another layout.
    const resized = new Map([['t2', { width: 240, height: 200 }]]);
    expect(ahead.plan(graph, resized)).toEqual(planLayout(graph, resized));
    const small = chain(5);
    ahead.prepare(small, new Map());
    expect(WorkerStandIn.made[0]!.received).toBe(1);
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const noWorker = new LayoutAhead();
    noWorker.prepare(graph, new Map());
    expect(noWorker.plan(graph, new Map())).toEqual(planLayout(graph, new Map()));
  });

  it('answers a click waiting on a worker that fails with a plan made on the page', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    WorkerStandIn.failing = true;
    const ahead = new LayoutAhead();
    const graph = chain(LARGE_LAYOUT + 10);
    ahead.prepare(graph, new Map());
    const planned = ahead.plan(graph, new Map());
    expect(await planned).toEqual(planLayout(graph, new Map()));
    // No worker is started again after each change.
    const changed = { ...graph, nodes: [...graph.nodes] };
    ahead.prepare(changed, new Map());
    expect(WorkerStandIn.made).toHaveLength(1);
    expect(ahead.plan(changed, new Map())).not.toBeInstanceOf(Promise);
  });
});
