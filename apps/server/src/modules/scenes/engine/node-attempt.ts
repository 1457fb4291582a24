import { formatMessage, type SceneNode, type SceneNodeRunStatus } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { DEFAULT_TIMEOUT_MS } from '../nodes';
import type { NodeResult, SceneRunContext } from './context';

/** One line of the run's journal: a node's attempt, as it started or ended. */
export interface NodeJournalEntry {
  nodeId: string;
  type: string;
  status: SceneNodeRunStatus;
  attempt: number;
  /** Inside a loop: which pass (from 0). */
  iteration?: number;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  handles: string[];
  error: string;
  promptTokens: number | null;
  completionTokens: number | null;
  startedAt: Date | null;
  ms: number | null;
}

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Runs a node's executor within its time limit; the node's own signal ends with it. */
export async function withinTime(
  node: SceneNode,
  run: (signal: AbortSignal) => Promise<NodeResult>,
  outer: AbortSignal,
  ms = node.timeoutMs ?? DEFAULT_TIMEOUT_MS[node.type],
) {
  const own = new AbortController();
  const stop = () => own.abort(outer.reason);
  outer.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      run(own.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          own.abort('timeout');
          reject(
            new AppError(504, 'SCENE_NODE_TIMEOUT', {
              ms: node.timeoutMs ?? DEFAULT_TIMEOUT_MS[node.type],
            }),
          );
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', stop);
  }
}

export const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'INTERNAL');

export function describe(error: unknown, locale: SceneRunContext['locale']): string {
  const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
  return formatMessage(locale, known.code, known.params);
}

export function entry(
  node: SceneNode,
  status: SceneNodeRunStatus,
  attempt: number,
  more: Partial<Omit<NodeJournalEntry, 'promptTokens' | 'completionTokens'>> & {
    tokens?: { prompt: number; completion: number } | null;
  },
): NodeJournalEntry {
  return {
    nodeId: node.id,
    type: node.type,
    status,
    attempt,
    iteration: more.iteration,
    inputs: more.inputs ?? {},
    outputs: more.outputs ?? {},
    handles: more.handles ?? [],
    error: more.error ?? '',
    promptTokens: more.tokens?.prompt ?? null,
    completionTokens: more.tokens?.completion ?? null,
    startedAt: more.startedAt ?? null,
    ms: more.ms ?? null,
  };
}
