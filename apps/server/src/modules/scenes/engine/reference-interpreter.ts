/**
 * Test support: the scheduler's semantics written the plainest way, to compare the real scheduler
 * against. No concurrency, no events: nodes are decided in topological order, each once every
 * predecessor's fate is known, so a join's decision can never depend on timing. A node that
 * waits for a person, or fails, never finishes here; whatever needs its branches stays pending.
 * That makes `ran` the most a failed run may have run, and exactly what a finished one ran.
 */
import type { ScheduledEdge, ScheduledNode } from './schedule';

/** What a node does when run: finishes on some handles, pauses for a person, or throws. */
export type Behaviour =
  { status: 'done'; handles: string[] } | { status: 'waiting' } | { status: 'fail' };

export type Fate =
  | { state: 'ran'; handles: string[] }
  | { state: 'waiting' }
  | { state: 'failed' }
  | { state: 'skipped' }
  | { state: 'pending' };

export interface ReferenceResult {
  fates: Map<string, Fate>;
  status: 'done' | 'waiting' | 'failed';
  /** Nodes that paused, sorted. */
  waiting: string[];
  /** Failing nodes the run reaches, sorted: a real run fails on one of them, whichever is first. */
  failed: string[];
}

type EdgeState = 'taken' | 'skipped' | 'unknown';

function edgeState(edge: ScheduledEdge, fates: Map<string, Fate>): EdgeState {
  const source = fates.get(edge.source);
  if (!source) return 'unknown';
  if (source.state === 'skipped') return 'skipped';
  if (source.state !== 'ran') return 'unknown';
  return source.handles.includes(edge.sourceHandle) ? 'taken' : 'skipped';
}

/** Kahn's order; nodes on a cycle (never generated) come out never, so they stay pending. */
function topologicalOrder(nodes: ScheduledNode[], edges: ScheduledEdge[]): string[] {
  const indegree = new Map(nodes.map((n) => [n.id, 0]));
  for (const e of edges) indegree.set(e.target, (indegree.get(e.target) ?? 0) + 1);
  const queue = nodes.filter((n) => indegree.get(n.id) === 0).map((n) => n.id);
  const order: string[] = [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    order.push(id);
    for (const e of edges) {
      if (e.source !== id) continue;
      const left = indegree.get(e.target)! - 1;
      indegree.set(e.target, left);
      if (left === 0) queue.push(e.target);
    }
  }
  return order;
}

export function interpret(
  nodes: ScheduledNode[],
  edges: ScheduledEdge[],
  behaviour: (nodeId: string) => Behaviour,
): ReferenceResult {
  const fates = new Map<string, Fate>();
  const joins = new Map(nodes.map((n) => [n.id, n.join]));
  for (const id of topologicalOrder(nodes, edges)) {
    const states = edges.filter((e) => e.target === id).map((e) => edgeState(e, fates));
    const taken = states.includes('taken');
    const unknown = states.includes('unknown');
    let decision: 'run' | 'skip' | 'pending';
    if (states.length === 0) decision = 'run';
    // Both joins end up running iff some edge is taken; they differ only in when they may start,
    // and 'all' must also not start while an edge is still unknown.
    else if (joins.get(id) === 'any') decision = taken ? 'run' : unknown ? 'pending' : 'skip';
    else decision = unknown ? 'pending' : taken ? 'run' : 'skip';
    if (decision === 'skip') fates.set(id, { state: 'skipped' });
    else if (decision === 'pending') fates.set(id, { state: 'pending' });
    else {
      const b = behaviour(id);
      if (b.status === 'done') fates.set(id, { state: 'ran', handles: [...b.handles] });
      else fates.set(id, { state: b.status === 'waiting' ? 'waiting' : 'failed' });
    }
  }
  for (const n of nodes) if (!fates.has(n.id)) fates.set(n.id, { state: 'pending' });
  const having = (state: Fate['state']) =>
    [...fates]
      .filter(([, f]) => f.state === state)
      .map(([id]) => id)
      .sort();
  const failed = having('failed');
  const waiting = having('waiting');
  const status = failed.length > 0 ? 'failed' : waiting.length > 0 ? 'waiting' : 'done';
  return { fates, status, waiting, failed };
}
