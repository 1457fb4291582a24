/**
 * The scheduler against the reference interpreter, on random scenes: whatever order the nodes
 * finish in and whatever the concurrency limit, a scene's joins must come out as the plain
 * topological reading says. Completion order comes from fast-check's scheduler (microtasks only,
 * so thousands of graphs stay fast and a failure replays from its seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpret, type Behaviour, type ReferenceResult } from './reference-interpreter';
import {
  schedule,
  type PriorState,
  type ScheduleResult,
  type ScheduledEdge,
  type ScheduledNode,
} from './schedule';

const RUNS = Number(process.env.SCENE_PROPERTY_RUNS ?? 400);

interface Scene {
  nodes: ScheduledNode[];
  edges: ScheduledEdge[];
  behaviour: Record<string, Behaviour>;
  /** Extra scheduler turns before a node finishes: a node with more is "slower". */
  hops: Record<string, number>;
  parallel: number;
  /** Picks among the decidable nodes, to build a prior as a crashed run would have left it. */
  resume: number[] | null;
}

const nodeSpec = fc.record({
  // 0 is a plain node (handle 'out'); 2–4 is an if-else with that many cases.
  cases: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) },
  ),
  chosen: fc.nat(3),
  join: fc.constantFrom<'all' | 'any'>('all', 'any'),
  outcome: fc.oneof(
    { weight: 10, arbitrary: fc.constant('done' as const) },
    { weight: 1, arbitrary: fc.constant('waiting' as const) },
    { weight: 1, arbitrary: fc.constant('fail' as const) },
  ),
  inputs: fc.array(fc.record({ from: fc.nat(), handle: fc.nat(3) }), {
    minLength: 1,
    maxLength: 3,
  }),
  hops: fc.nat(2),
  // Where the node sits in the lists handed to the scheduler, so that no pass over them happens
  // to visit nodes (or edges) in topological order.
  rank: fc.nat(),
});

const sceneArb: fc.Arbitrary<Scene> = fc
  .record({
    // 'max' spreads sizes over the whole range; the default bias would keep most graphs tiny.
    specs: fc.array(nodeSpec, { minLength: 1, maxLength: 30, size: 'max' }),
    parallel: fc.integer({ min: 1, max: 10 }),
    // Per scene, so that many large scenes still run to the end instead of failing early.
    pauses: fc.boolean(),
    fails: fc.boolean(),
    resume: fc.option(fc.array(fc.nat(), { maxLength: 30 }), { freq: 3 }),
  })
  .map(({ specs, parallel, pauses, fails, resume }) => {
    const handleOf = (i: number, k: number) =>
      specs[i]!.cases === 0 ? 'out' : `c${k % specs[i]!.cases}`;
    const nodes = specs.map((s, i) => ({ id: `n${i}`, join: s.join }));
    const edges: ScheduledEdge[] = [];
    const seen = new Set<string>();
    // Edges only go from lower to higher index: a DAG whose only source is n0, the start.
    specs.forEach((s, i) => {
      if (i === 0) return;
      for (const input of s.inputs) {
        const from = input.from % i;
        const edge = {
          source: `n${from}`,
          sourceHandle: handleOf(from, input.handle),
          target: `n${i}`,
        };
        const key = `${edge.source}/${edge.sourceHandle}>${i}`;
        if (!seen.has(key)) edges.push(edge);
        seen.add(key);
      }
    });
    const behaviour: Record<string, Behaviour> = {};
    const hops: Record<string, number> = {};
    specs.forEach((s, i) => {
      const outcome =
        (s.outcome === 'waiting' && pauses) || (s.outcome === 'fail' && fails) ? s.outcome : 'done';
      behaviour[`n${i}`] =
        outcome === 'done'
          ? { status: 'done', handles: [handleOf(i, s.chosen)] }
          : { status: outcome };
      hops[`n${i}`] = s.hops;
    });
    const rank = (id: string) => specs[Number(id.slice(1))]!.rank;
    nodes.sort((a, b) => rank(a.id) - rank(b.id));
    edges.sort((a, b) => rank(a.target) - rank(b.target) || rank(b.source) - rank(a.source));
    return { nodes, edges, behaviour, hops, parallel, resume };
  });

/** A prefix of some real execution: each node in it was decidable from the nodes before it. */
function priorOf(scene: Scene, ref: ReferenceResult): Map<string, PriorState> {
  const prior = new Map<string, PriorState>();
  const taken = (e: ScheduledEdge) => {
    const p = prior.get(e.source);
    return p?.status === 'done' && p.handles.includes(e.sourceHandle);
  };
  const decidable = (n: ScheduledNode) => {
    const fate = ref.fates.get(n.id)!;
    if (prior.has(n.id) || (fate.state !== 'ran' && fate.state !== 'skipped')) return false;
    const into = scene.edges.filter((e) => e.target === n.id);
    if (fate.state === 'ran' && n.join === 'any') return into.length === 0 || into.some(taken);
    return into.every((e) => prior.has(e.source));
  };
  for (const pick of scene.resume ?? []) {
    const eligible = scene.nodes.filter(decidable);
    if (eligible.length === 0) break;
    const node = eligible[pick % eligible.length]!;
    const fate = ref.fates.get(node.id)!;
    prior.set(
      node.id,
      fate.state === 'ran' ? { status: 'done', handles: fate.handles } : { status: 'skipped' },
    );
  }
  return prior;
}

class NodeFailure extends Error {}

type Event =
  | { kind: 'start' | 'skip' | 'fail'; id: string }
  | { kind: 'end'; id: string; handles: string[] | null };

interface Trace {
  events: Event[];
  maxRunning: number;
  signals: Map<string, AbortSignal>;
  result: ScheduleResult | 'hung' | { threw: unknown };
}

async function execute(
  scene: Scene,
  prior: Map<string, PriorState>,
  s: fc.Scheduler,
): Promise<Trace> {
  const events: Event[] = [];
  const signals = new Map<string, AbortSignal>();
  let running = 0;
  let maxRunning = 0;
  let settled = false;
  const done = schedule({
    nodes: scene.nodes,
    edges: scene.edges,
    parallel: scene.parallel,
    prior,
    skipped: (id) => void events.push({ kind: 'skip', id }),
    run: async (id, signal) => {
      events.push({ kind: 'start', id });
      signals.set(id, signal);
      maxRunning = Math.max(maxRunning, ++running);
      try {
        for (let hop = 0; hop <= scene.hops[id]!; hop++) await s.schedule(Promise.resolve(), id);
        const b = scene.behaviour[id]!;
        if (b.status === 'fail') {
          events.push({ kind: 'fail', id });
          throw new NodeFailure(id);
        }
        events.push({ kind: 'end', id, handles: b.status === 'done' ? b.handles : null });
        return b.status === 'done'
          ? { status: 'done', handles: [...b.handles] }
          : { status: 'waiting' };
      } finally {
        running--;
      }
    },
  }).then(
    (r) => r,
    (threw: unknown) => ({ threw }),
  );
  void done.finally(() => (settled = true));
  // A macrotask drains every microtask, so when nothing is scheduled and the run is unsettled,
  // nothing can ever settle it: the run hangs.
  for (;;) {
    await new Promise((r) => setImmediate(r));
    if (settled) break;
    if (s.count() === 0) return { events, maxRunning, signals, result: 'hung' };
    await s.waitOne();
  }
  return { events, maxRunning, signals, result: await done };
}

function verify(scene: Scene, prior: Map<string, PriorState>, ref: ReferenceResult, trace: Trace) {
  const { events, result } = trace;
  if (result === 'hung') throw new Error('the run neither ended nor had anything left to wait on');
  if ('threw' in result) throw new Error(`schedule threw: ${String(result.threw)}`);
  const at = (kind: Event['kind'], id: string) =>
    events.findIndex((e) => e.kind === kind && e.id === id);
  const started = events.filter((e) => e.kind === 'start').map((e) => e.id);
  const skipped = events.filter((e) => e.kind === 'skip').map((e) => e.id);
  expect(new Set(started).size, 'a node ran twice').toBe(started.length);
  expect(new Set(skipped).size, 'a node was skipped twice').toBe(skipped.length);
  expect(trace.maxRunning).toBeLessThanOrEqual(scene.parallel);
  const fresh = (state: string) =>
    [...ref.fates].filter(([id, f]) => f.state === state && !prior.has(id)).map(([id]) => id);
  const expectedSkipped = fresh('skipped').sort();
  const mayRun = [...fresh('ran'), ...fresh('waiting')].sort();
  if (ref.status === 'failed') {
    expect(result.status).toBe('failed');
    if (result.status !== 'failed') return;
    expect(ref.failed).toContain(result.nodeId);
    expect(result.error).toBeInstanceOf(NodeFailure);
    // Nothing needing a failed node's output may run; others may or may not have got to run.
    expect(started.filter((id) => !mayRun.includes(id) && !ref.failed.includes(id))).toEqual([]);
    expect(skipped.filter((id) => !expectedSkipped.includes(id))).toEqual([]);
    const failedAt = events.findIndex((e) => e.kind === 'fail');
    expect(failedAt).toBeGreaterThanOrEqual(0);
    expect(result.nodeId, 'the run reports its first failure').toBe(events[failedAt]!.id);
    expect(
      events.slice(failedAt).filter((e) => e.kind === 'start'),
      'started after a failure',
    ).toEqual([]);
    // Whatever was still running when the failure happened must have been told to stop.
    for (const id of started) {
      const settledAt = Math.max(at('end', id), at('fail', id));
      const running = at('start', id) < failedAt && (settledAt === -1 || settledAt > failedAt);
      if (running) expect(trace.signals.get(id)!.aborted, `${id} not aborted`).toBe(true);
    }
  } else {
    // The waiting list's order carries no meaning: compare it as a set.
    const waiting = result.status === 'waiting' ? [...result.waiting].sort() : undefined;
    expect({ status: result.status, waiting }).toEqual({
      status: ref.status,
      waiting: ref.status === 'waiting' ? ref.waiting : undefined,
    });
    expect([...started].sort()).toEqual(mayRun);
    expect([...skipped].sort()).toEqual(expectedSkipped);
  }
  // Timing: a node starts (or is skipped) only once its incoming edges allow it.
  const known = (source: string, before: number) => {
    const p = prior.get(source);
    if (p) return p.status === 'done' ? p.handles : [];
    const end = events.findIndex((e) => e.kind === 'end' && e.id === source);
    if (end !== -1 && end < before) return (events[end] as { handles: string[] | null }).handles;
    const skip = at('skip', source);
    return skip !== -1 && skip < before ? [] : null;
  };
  for (const [kind, ids] of [
    ['start', started],
    ['skip', skipped],
  ] as const) {
    for (const id of ids) {
      const into = scene.edges.filter((e) => e.target === id);
      if (into.length === 0) continue;
      const when = at(kind, id);
      const states = into.map((e) => known(e.source, when)?.includes(e.sourceHandle) ?? null);
      const join = scene.nodes.find((n) => n.id === id)!.join;
      const ready = kind === 'skip' || join === 'all' ? states.every((s) => s !== null) : true;
      expect(ready, `${id} ${kind} before its inputs were known`).toBe(true);
      expect(states.includes(true), `${id} ${kind} with taken=${states.includes(true)}`).toBe(
        kind === 'start',
      );
    }
  }
}

describe('schedule, against the reference interpreter', () => {
  it(
    `agrees on ${RUNS} random scenes`,
    async () => {
      await fc.assert(
        fc.asyncProperty(sceneArb, fc.scheduler(), async (scene, s) => {
          const ref = interpret(scene.nodes, scene.edges, (id) => scene.behaviour[id]!);
          const prior = priorOf(scene, ref);
          verify(scene, prior, ref, await execute(scene, prior, s));
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(10_000, RUNS * 10),
  );
});
