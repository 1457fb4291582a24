/**
 * Test support for the join fixtures: a scene written as edge lines, played on the real scheduler
 * with short real delays, and the assertions every fixture makes about the run it got.
 */
import { expect } from 'vitest';
import { interpret, type Behaviour } from './reference-interpreter';
import { schedule, type PriorState, type ScheduleResult, type ScheduledEdge } from './schedule';

export interface Spec {
  /** `A -> B` (handle 'out') or `IF.yes -> B` (the if-else's case 'yes'). */
  edges: string[];
  any?: string[];
  /** The case each if-else takes this run. */
  choose?: Record<string, string>;
  waiting?: string[];
  delay?: Record<string, number>;
}

export interface Trace {
  result: ScheduleResult;
  events: { kind: 'start' | 'end' | 'skip'; id: string }[];
  maxRunning: number;
}

function graph(spec: Spec) {
  const edges: ScheduledEdge[] = spec.edges.map((line) => {
    const [from, target] = line.split('->').map((s) => s.trim()) as [string, string];
    const [source, sourceHandle = 'out'] = from.split('.') as [string, string?];
    return { source, sourceHandle, target };
  });
  const ids = [...new Set(edges.flatMap((e) => [e.source, e.target]))];
  const nodes = ids.map((id) => ({
    id,
    join: spec.any?.includes(id) ? ('any' as const) : ('all' as const),
  }));
  const behaviour = (id: string): Behaviour =>
    spec.waiting?.includes(id)
      ? { status: 'waiting' }
      : { status: 'done', handles: [spec.choose?.[id] ?? 'out'] };
  return { nodes, edges, behaviour };
}

export async function play(
  spec: Spec,
  parallel = 10,
  prior?: Map<string, PriorState>,
): Promise<Trace> {
  const { nodes, edges, behaviour } = graph(spec);
  const events: Trace['events'] = [];
  let running = 0;
  let maxRunning = 0;
  const run = schedule({
    nodes,
    edges,
    parallel,
    prior,
    skipped: (id) => void events.push({ kind: 'skip', id }),
    run: async (id) => {
      events.push({ kind: 'start', id });
      maxRunning = Math.max(maxRunning, ++running);
      const ms = spec.delay?.[id] ?? 0;
      await new Promise((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));
      running--;
      events.push({ kind: 'end', id });
      const b = behaviour(id);
      return b.status === 'done' ? { status: 'done', handles: b.handles } : { status: 'waiting' };
    },
  });
  // "Never forever": a run that neither ends nor has anything in flight fails here, by name,
  // well before the test's own timeout.
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the run never ended')), 2_000);
  });
  const result = await Promise.race([run, hung]).finally(() => clearTimeout(timer));
  return { result, events, maxRunning };
}

const ids = (t: Trace, kind: 'start' | 'skip') =>
  t.events.filter((e) => e.kind === kind).map((e) => e.id);
export const at = (t: Trace, kind: 'start' | 'end', id: string) =>
  t.events.findIndex((e) => e.kind === kind && e.id === id);

/** The run's outcome, stated by hand, and the reference interpreter must agree with it too. */
export function expectOutcome(
  t: Trace,
  spec: Spec,
  want: { ran: string[]; skipped: string[]; waiting?: string[] },
  prior?: Map<string, PriorState>,
) {
  const ran = ids(t, 'start');
  expect(ran.length, 'a node ran more than once').toBe(new Set(ran).size);
  expect([...ran].sort()).toEqual([...want.ran].sort());
  expect(ids(t, 'skip').sort()).toEqual([...want.skipped].sort());
  const result =
    t.result.status === 'waiting'
      ? { ...t.result, waiting: [...t.result.waiting].sort() }
      : t.result;
  expect(result).toEqual(
    want.waiting ? { status: 'waiting', waiting: [...want.waiting].sort() } : { status: 'done' },
  );
  const { nodes, edges, behaviour } = graph(spec);
  const ref = interpret(nodes, edges, behaviour);
  const refIds = (state: string) =>
    [...ref.fates].filter(([id, f]) => f.state === state && !prior?.has(id)).map(([id]) => id);
  expect([...refIds('ran'), ...refIds('waiting')].sort()).toEqual([...want.ran].sort());
  expect(refIds('skipped').sort()).toEqual([...want.skipped].sort());
}

/** `node` started only after every one of `sources` had finished. */
export function expectAfter(t: Trace, node: string, ...sources: string[]) {
  for (const s of sources)
    expect(at(t, 'end', s), `${node} before ${s} ended`).toBeLessThan(at(t, 'start', node));
}

/** The journal a resumed run starts from: `base` plus what this run decided, in the engine's terms. */
export function priorFrom(
  spec: Spec,
  t: Trace,
  base?: Map<string, PriorState>,
): Map<string, PriorState> {
  const { behaviour } = graph(spec);
  const prior = new Map(base);
  for (const id of ids(t, 'skip')) prior.set(id, { status: 'skipped' });
  for (const id of ids(t, 'start')) {
    const b = behaviour(id);
    if (b.status === 'done') prior.set(id, { status: 'done', handles: b.handles });
  }
  return prior;
}

/** Every assignment of the given delays to the given nodes, to try many finishing orders. */
export function delayOrders(nodes: string[], delays: number[]): Record<string, number>[] {
  if (nodes.length === 0) return [{}];
  return delays.flatMap((d) =>
    delayOrders(nodes.slice(1), delays).map((rest) => ({ [nodes[0]!]: d, ...rest })),
  );
}
