/**
 * Scenes with loops against the reference interpreter: the nodes outside loops form one graph,
 * each loop's inside another that runs once per pass. Whatever order nodes finish in, however
 * many passes run at once, every pass must decide its joins as the plain topological reading
 * says, a loop must end only after its passes, and a failure inside a pass must fail the run at
 * that node. Completion order comes from fast-check's scheduler, so a failure replays from its seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGraph, type GraphNode } from './graph-runner';
import { interpret, type Behaviour } from './reference-interpreter';
import type { ScheduleResult, ScheduledEdge } from './schedule';

const RUNS = Number(process.env.SCENE_PROPERTY_RUNS ?? 400);

interface Block {
  nodes: GraphNode[];
  edges: ScheduledEdge[];
}

interface LoopScene {
  nodes: GraphNode[];
  edges: ScheduledEdge[];
  /** A node's behaviour in a pass (`id#pass`) or outside loops (`id#-`). */
  behaviour: Map<string, Behaviour>;
  passes: Map<string, number>;
  /** Passes of a loop that run at once. */
  width: Map<string, number>;
  hops: Map<string, number>;
  parallel: number;
}

const spec = fc.record({
  cases: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 2, max: 3 }) },
  ),
  join: fc.constantFrom<'all' | 'any'>('all', 'any'),
  inputs: fc.array(fc.record({ from: fc.nat(), handle: fc.nat(2) }), {
    minLength: 1,
    maxLength: 3,
  }),
  // Per pass: which branch it takes and whether it fails.
  chosen: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
  fails: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  hops: fc.nat(2),
});

type Spec = typeof spec extends fc.Arbitrary<infer T> ? T : never;

/** A DAG whose edges go from lower to higher index; node 0 is its only source. */
function block(prefix: string, specs: Spec[], parentId?: string): Block {
  const handleOf = (i: number, k: number) =>
    specs[i]!.cases === 0 ? 'out' : `c${k % specs[i]!.cases}`;
  const nodes = specs.map((s, i) => ({ id: `${prefix}${i}`, join: s.join, parentId }));
  const edges: ScheduledEdge[] = [];
  const seen = new Set<string>();
  specs.forEach((s, i) => {
    if (i === 0) return;
    for (const input of s.inputs) {
      const from = input.from % i;
      const key = `${from}/${handleOf(from, input.handle)}>${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push({
        source: `${prefix}${from}`,
        sourceHandle: handleOf(from, input.handle),
        target: `${prefix}${i}`,
      });
    }
  });
  return { nodes, edges };
}

const sceneArb: fc.Arbitrary<LoopScene> = fc
  .record({
    outer: fc.array(spec, { minLength: 1, maxLength: 14, size: 'max' }),
    // Which outer nodes are loops, and each loop's inside, passes and width.
    loops: fc.array(
      fc.record({
        at: fc.nat(),
        inside: fc.array(spec, { minLength: 1, maxLength: 6 }),
        passes: fc.nat(3),
        width: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 3 },
    ),
    parallel: fc.integer({ min: 1, max: 6 }),
    failing: fc.boolean(),
  })
  .map(({ outer, loops, parallel, failing }) => {
    const top = block('n', outer);
    const scene: LoopScene = {
      nodes: [...top.nodes],
      edges: [...top.edges],
      behaviour: new Map(),
      passes: new Map(),
      width: new Map(),
      hops: new Map(),
      parallel,
    };
    const behave = (id: string, s: Spec, pass: number) => {
      const k = pass < 0 ? 0 : pass % 4;
      const handle = s.cases === 0 ? 'out' : `c${s.chosen[k]! % s.cases}`;
      scene.behaviour.set(
        `${id}#${pass < 0 ? '-' : pass}`,
        failing && s.fails[k] && s.chosen[k] === 0
          ? { status: 'fail' }
          : { status: 'done', handles: [handle] },
      );
      scene.hops.set(id, s.hops);
    };
    outer.forEach((s, i) => behave(`n${i}`, s, -1));
    const taken = new Set<number>();
    loops.forEach((loop, j) => {
      // Node 0 is the start; a loop is any other outer node, once.
      const at = outer.length > 1 ? 1 + (loop.at % (outer.length - 1)) : -1;
      if (at < 0 || taken.has(at)) return;
      taken.add(at);
      const loopId = `n${at}`;
      // A loop takes its `out` branch when it ends; its own fate comes from its passes.
      scene.behaviour.set(`${loopId}#-`, { status: 'done', handles: ['out'] });
      for (const e of scene.edges)
        if (e.source === loopId) (e as { sourceHandle: string }).sourceHandle = 'out';
      const inner = block(`l${j}_`, loop.inside, loopId);
      scene.nodes.push(...inner.nodes);
      scene.edges.push(...inner.edges);
      scene.passes.set(loopId, loop.passes);
      scene.width.set(loopId, loop.width);
      for (let pass = 0; pass < loop.passes; pass++)
        loop.inside.forEach((s, i) => behave(`l${j}_${i}`, s, pass));
      loop.inside.forEach((s, i) => behave(`l${j}_${i}`, s, -1));
    });
    return scene;
  });

/** The reference: the outside read plainly, each loop's passes read one after another. */
function reference(scene: LoopScene) {
  const outer = scene.nodes.filter((n) => !n.parentId);
  const ran = new Set<string>();
  const skipped = new Set<string>();
  const failed = new Set<string>();
  const waiting: string[] = [];
  const result = interpret(
    outer,
    scene.edges.filter((e) => outer.some((n) => n.id === e.target)),
    (id) => {
      const passes = scene.passes.get(id);
      if (passes === undefined) return scene.behaviour.get(`${id}#-`)!;
      const inside = scene.nodes.filter((n) => n.parentId === id);
      const edges = scene.edges.filter((e) => inside.some((n) => n.id === e.target));
      let loopFailed = false;
      for (let pass = 0; pass < passes; pass++) {
        const r = interpret(inside, edges, (inner) => scene.behaviour.get(`${inner}#${pass}`)!);
        for (const [inner, fate] of r.fates) {
          if (fate.state === 'ran') ran.add(`${inner}#${pass}`);
          if (fate.state === 'skipped') skipped.add(`${inner}#${pass}`);
          if (fate.state === 'failed') {
            failed.add(inner);
            ran.add(`${inner}#${pass}`);
          }
        }
        loopFailed ||= r.status === 'failed';
      }
      return loopFailed ? { status: 'done', handles: ['out'] } : scene.behaviour.get(`${id}#-`)!;
    },
  );
  for (const [id, fate] of result.fates) {
    if (fate.state === 'ran' || fate.state === 'failed') ran.add(`${id}#-`);
    if (fate.state === 'skipped') skipped.add(`${id}#-`);
    if (fate.state === 'failed') failed.add(id);
    if (fate.state === 'waiting') waiting.push(id);
  }
  return { status: failed.size > 0 ? 'failed' : result.status, ran, skipped, failed };
}

async function execute(scene: LoopScene, s: fc.Scheduler) {
  const started: string[] = [];
  const skipped: string[] = [];
  let settled = false;
  const done: Promise<ScheduleResult | { threw: unknown }> = runGraph({
    nodes: scene.nodes,
    edges: scene.edges,
    parallel: scene.parallel,
    skipped: (id, pass) => void skipped.push(`${id}#${pass ?? '-'}`),
    run: async (id, signal, place) => {
      started.push(`${id}#${place.pass ?? '-'}`);
      for (let hop = 0; hop <= scene.hops.get(id)!; hop++) await s.schedule(Promise.resolve(), id);
      const passes = scene.passes.get(id);
      if (passes !== undefined) {
        let next = 0;
        const worker = async () => {
          while (next < passes) await place.runPass!(next++, signal);
        };
        await Promise.all(Array.from({ length: scene.width.get(id)! }, worker));
        return { status: 'done', handles: ['out'] };
      }
      const b = scene.behaviour.get(`${id}#${place.pass ?? '-'}`)!;
      if (b.status === 'fail') throw new Error(`failed:${id}`);
      return b.status === 'done' ? { status: 'done', handles: [...b.handles] } : b;
    },
  }).then(
    (r) => r,
    (threw: unknown) => ({ threw }),
  );
  void done.finally(() => (settled = true));
  for (;;) {
    await new Promise((r) => setImmediate(r));
    if (settled) break;
    if (s.count() === 0) return { started, skipped, result: 'hung' as const };
    await s.waitOne();
  }
  return { started, skipped, result: await done };
}

describe('loops, against the reference interpreter', () => {
  it(
    `agrees on ${RUNS} random scenes with loops`,
    async () => {
      await fc.assert(
        fc.asyncProperty(sceneArb, fc.scheduler(), async (scene, s) => {
          const ref = reference(scene);
          const { started, skipped, result } = await execute(scene, s);
          if (result === 'hung') throw new Error('the run neither ended nor waited on anything');
          if ('threw' in result) throw new Error(`runGraph threw: ${String(result.threw)}`);
          expect(new Set(started).size, 'a node ran twice in one pass').toBe(started.length);
          if (ref.status === 'failed') {
            expect(result.status).toBe('failed');
            if (result.status === 'failed') expect([...ref.failed]).toContain(result.nodeId);
            expect(started.filter((id) => !ref.ran.has(id))).toEqual([]);
            return;
          }
          expect(result.status).toBe(ref.status);
          expect([...started].sort()).toEqual([...ref.ran].sort());
          expect([...skipped].sort()).toEqual([...ref.skipped].sort());
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(10_000, RUNS * 10),
  );
});
