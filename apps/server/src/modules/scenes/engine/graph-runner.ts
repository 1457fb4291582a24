import {
  schedule,
  type NodeOutcome,
  type PriorState,
  type ScheduleResult,
  type ScheduledEdge,
  type ScheduledNode,
} from './schedule';

/**
 * A scene's graph with its loops: the nodes outside any loop are scheduled as one graph; a loop
 * node, when it runs, schedules the nodes inside it once per pass, each pass a graph of its own
 * with the same edge rules. A cycle exists only as a loop's passes, so every pass is acyclic.
 */

export interface GraphNode extends ScheduledNode {
  /** The loop the node is inside. */
  parentId?: string;
}

/** Where a node runs: outside any loop, or in one pass of its loop. */
export interface NodePlace {
  pass?: number;
  /** For a loop node: runs one pass of its inside, failing as the pass's first failed node. */
  runPass?: (pass: number, signal: AbortSignal) => Promise<void>;
}

export interface GraphRunOptions {
  nodes: GraphNode[];
  edges: ScheduledEdge[];
  run: (nodeId: string, signal: AbortSignal, place: NodePlace) => Promise<NodeOutcome>;
  skipped?: (nodeId: string, pass: number | undefined) => void;
  /** What an earlier part of the run decided, for the nodes outside any loop. */
  prior?: ReadonlyMap<string, PriorState>;
  /** Nodes running at once in the graph outside loops, and in each pass. */
  parallel: number;
  signal?: AbortSignal;
}

/** A node inside a loop failed in a pass: the loop fails with it, and says which node it was. */
export class PassFailure extends Error {
  constructor(
    readonly nodeId: string,
    readonly pass: number,
    readonly error: unknown,
  ) {
    super(`${nodeId} failed in pass ${pass}`);
  }
}

export async function runGraph(options: GraphRunOptions): Promise<ScheduleResult> {
  const inside = new Map<string | undefined, GraphNode[]>();
  for (const node of options.nodes) {
    const list = inside.get(node.parentId) ?? [];
    list.push(node);
    inside.set(node.parentId, list);
  }
  const parentOf = new Map(options.nodes.map((n) => [n.id, n.parentId]));
  const edgesIn = (loop: string | undefined) =>
    options.edges.filter((e) => parentOf.get(e.source) === loop && parentOf.get(e.target) === loop);

  const level = (loop: string | undefined, pass: number | undefined, signal?: AbortSignal) =>
    schedule({
      nodes: inside.get(loop) ?? [],
      edges: edgesIn(loop),
      prior: loop === undefined ? options.prior : undefined,
      parallel: options.parallel,
      signal,
      skipped: (id) => options.skipped?.(id, pass),
      run: (id, nodeSignal) =>
        options.run(id, nodeSignal, {
          pass,
          runPass: inside.has(id) ? (p, s) => runPass(id, p, s) : undefined,
        }),
    });

  const runPass = async (loop: string, pass: number, signal: AbortSignal) => {
    const result = await level(loop, pass, signal);
    if (result.status === 'failed') throw new PassFailure(result.nodeId, pass, result.error);
    if (result.status === 'stopped') throw signal.reason ?? new Error('stopped');
    // The save check keeps pauses out of loops; a pass that paused anyway fails, never hangs.
    if (result.status === 'waiting')
      throw new PassFailure(result.waiting[0]!, pass, new Error('a loop cannot wait'));
  };

  const result = await level(undefined, undefined, options.signal);
  if (result.status === 'failed' && result.error instanceof PassFailure)
    return { status: 'failed', nodeId: result.error.nodeId, error: result.error.error };
  return result;
}
