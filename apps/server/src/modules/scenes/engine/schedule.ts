/**
 * The order a scene's nodes run in, by explicit edge states and dead-path elimination: an edge is
 * unknown until its source has run (taken when the source chose its branch, skipped otherwise) or
 * was skipped (then skipped too). A node with the `all` join waits while any incoming edge is
 * unknown, then runs when one is taken and is skipped when all are; with `any` it runs on the
 * first taken edge. Ready nodes run in parallel up to a limit. This is the whole rule: a join
 * after branches neither runs early, nor waits forever, nor ends the run silently.
 */

export interface ScheduledNode {
  id: string;
  join: 'all' | 'any';
}

export interface ScheduledEdge {
  source: string;
  sourceHandle: string;
  target: string;
}

/** A node's outcome: done (with the branches it took), or waiting for a person's answer. */
export type NodeOutcome = { status: 'done'; handles: string[] } | { status: 'waiting' };

/** What is already known of a run resumed from its journal. */
export type PriorState = { status: 'done'; handles: string[] } | { status: 'skipped' };

export type ScheduleResult =
  | { status: 'done' }
  | { status: 'waiting'; waiting: string[] }
  | { status: 'failed'; nodeId: string; error: unknown }
  | { status: 'stopped' };

export interface ScheduleOptions {
  nodes: ScheduledNode[];
  edges: ScheduledEdge[];
  /**
   * Runs a node; it throws when the node failed (after its own retries and error handling). The
   * signal ends when the run is stopped or another node failed.
   */
  run: (nodeId: string, signal: AbortSignal) => Promise<NodeOutcome>;
  /** A node decided skipped: it will never run in this run. */
  skipped?: (nodeId: string) => void;
  prior?: ReadonlyMap<string, PriorState>;
  /** Nodes running at once, at most. */
  parallel: number;
  signal?: AbortSignal;
}

type EdgeState = 'unknown' | 'taken' | 'skipped';

export async function schedule(options: ScheduleOptions): Promise<ScheduleResult> {
  if (!(options.parallel >= 1)) throw new RangeError(`parallel must be ≥ 1: ${options.parallel}`);
  const { nodes, edges, prior, signal } = options;
  const incoming = new Map<string, ScheduledEdge[]>(nodes.map((n) => [n.id, []]));
  for (const edge of edges) {
    incoming.get(edge.target)?.push(edge);
  }
  const outcome = new Map<string, PriorState | { status: 'waiting' } | { status: 'running' }>(
    prior ?? [],
  );
  const edgeState = (edge: ScheduledEdge): EdgeState => {
    const source = outcome.get(edge.source);
    if (!source || source.status === 'running' || source.status === 'waiting') return 'unknown';
    if (source.status === 'skipped') return 'skipped';
    return source.handles.includes(edge.sourceHandle) ? 'taken' : 'skipped';
  };
  /** Runs, skips or keeps waiting, by the node's incoming edges and its join. */
  const decide = (node: ScheduledNode): 'run' | 'skip' | 'wait' => {
    const into = incoming.get(node.id)!;
    if (into.length === 0) return 'run';
    let unknown = 0;
    let taken = 0;
    for (const edge of into) {
      const state = edgeState(edge);
      if (state === 'unknown') unknown++;
      else if (state === 'taken') taken++;
    }
    if (node.join === 'any' && taken > 0) return 'run';
    if (unknown > 0) return 'wait';
    return taken > 0 ? 'run' : 'skip';
  };

  const halt = new AbortController();
  const stop = () => halt.abort(signal?.reason ?? 'stopped');
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  const running = new Map<string, Promise<void>>();
  let failure: { nodeId: string; error: unknown } | null = null;
  const start = (node: ScheduledNode) => {
    outcome.set(node.id, { status: 'running' });
    // A callback that throws at once fails its node like one that rejects.
    const task = Promise.resolve()
      .then(() => options.run(node.id, halt.signal))
      .then(
        (result) => void outcome.set(node.id, result),
        (error: unknown) => {
          outcome.delete(node.id);
          // A node cut short by the run's own stop did not fail: the run was stopped.
          if (signal?.aborted) return;
          failure ??= { nodeId: node.id, error };
          halt.abort('failed');
        },
      )
      .finally(() => running.delete(node.id));
    running.set(node.id, task);
  };

  for (;;) {
    if (!failure && !halt.signal.aborted) {
      // Skips settle at once and may decide more nodes, so decide until nothing changes.
      let changed = true;
      while (changed) {
        changed = false;
        for (const node of nodes) {
          if (outcome.has(node.id)) continue;
          const decision = decide(node);
          if (decision === 'skip') {
            outcome.set(node.id, { status: 'skipped' });
            options.skipped?.(node.id);
            changed = true;
          } else if (decision === 'run' && running.size < options.parallel) {
            start(node);
            changed = true;
          }
        }
      }
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  signal?.removeEventListener('abort', stop);
  if (signal?.aborted) return { status: 'stopped' };
  if (failure) return { status: 'failed', ...(failure as { nodeId: string; error: unknown }) };
  const waiting = nodes.filter((n) => outcome.get(n.id)?.status === 'waiting').map((n) => n.id);
  if (waiting.length > 0) return { status: 'waiting', waiting };
  // Unreachable for a graph that passed the save check; never a silent end if one did not.
  const stuck = nodes.filter((n) => !outcome.has(n.id)).map((n) => n.id);
  if (stuck.length > 0)
    return {
      status: 'failed',
      nodeId: stuck[0]!,
      error: new Error(`never decided: ${stuck.join(', ')}`),
    };
  return { status: 'done' };
}
