/** What a scene run is given, and what it gives back. */
import type {
  ChatCitation,
  SceneAskEvent,
  SceneGraph,
  SceneNodeRunStatus,
} from '@miaoyu/contracts';
import type { SceneRunContext, SceneServices } from './context';
import type { NodeJournalEntry } from './node-attempt';

/** Nodes working at once outside loops, and in each pass of a loop, at most. */
export const SCENE_PARALLEL = 10;
/** Sub-scenes one run may start, at every depth together. */
export const SCENE_SUBSCENE_RUNS = 20;

/** A node finished in an earlier part of the run (before a pause or a restart). */
export type PriorNode =
  { status: 'done'; outputs: Record<string, unknown>; handles: string[] } | { status: 'skipped' };

/** What the scene streams besides the answer's words: node states, and the question it asks. */
export type SceneEvent =
  | { type: 'node'; nodeId: string; status: SceneNodeRunStatus; ms?: number }
  | { type: 'ask'; nodeId: string; ask: Omit<SceneAskEvent, 'runId' | 'nodeId'> };

export interface RunSceneOptions {
  graph: SceneGraph;
  run: SceneRunContext;
  services: SceneServices;
  /** Written as each node starts and ends; the writer keeps the order and never blocks the run. */
  journal: (entry: NodeJournalEntry) => void;
  prior?: ReadonlyMap<string, PriorNode>;
  /** The conversation's variables; assign nodes change them in place. */
  conv: Record<string, unknown>;
  /**
   * The person's answer to the ask node the run waits at; for a node waiting to be tried again,
   * the attempt it goes on with (and no answer).
   */
  reply?: { nodeId: string; value: unknown; kept?: Record<string, unknown>; attempt?: number };
  /**
   * The conversation hears from the run later (the visitor bot): a retry whose wait outlasts its
   * node's time waits in the database, and a job takes the run on when it is due.
   */
  laterRetries?: boolean;
  say: (text: string) => void;
  cite: (citations: ChatCitation[]) => void;
  event: (event: SceneEvent) => void;
  signal: AbortSignal;
  depth?: number;
  /** Shared by a run and its sub-scenes. */
  budget?: { subscenes: number };
  /** Outputs known before the run, by node (a node run alone: the values the editor gave). */
  known?: Record<string, Record<string, unknown>>;
}

export interface SceneOutcome {
  status: 'done' | 'waiting' | 'failed' | 'stopped';
  /** The failure's code and message (in the run's language). */
  error?: { code: string; message: string; nodeId: string };
  promptTokens: number;
  completionTokens: number;
  text: string;
  /** The ask nodes the run waits at. */
  waiting?: string[];
  /** Waits to try its node again this long, then goes on by a job. */
  retryAfterMs?: number;
}
