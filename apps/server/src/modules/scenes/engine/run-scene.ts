import {
  formatMessage,
  nodeHandles,
  nodeOutputs,
  OUT_HANDLE,
  ERROR_HANDLE,
  parseSelector,
  CONVERSATION_SCOPE,
  type ChatCitation,
  type SceneAskEvent,
  type SceneGraph,
  type SceneNode,
  type SceneNodeRunStatus,
} from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { DEFAULT_TIMEOUT_MS, executorOf } from '../nodes';
import type { NodeContext, NodeResult, SceneRunContext, SceneServices } from './context';
import { checkOutputTypes } from './output-types';
import { schedule, type NodeOutcome, type PriorState } from './schedule';
import { Speech } from './speech';
import { renderTemplate } from './template';

/** Nodes of one run working at once, at most. */
export const SCENE_PARALLEL = 10;
/** Sub-scenes one run may start, at every depth together. */
export const SCENE_SUBSCENE_RUNS = 20;

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
  /** The person's answer to the ask node the run waits at. */
  reply?: { nodeId: string; value: unknown };
  say: (text: string) => void;
  cite: (citations: ChatCitation[]) => void;
  event: (event: SceneEvent) => void;
  signal: AbortSignal;
  depth?: number;
  /** Shared by a run and its sub-scenes. */
  budget?: { subscenes: number };
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
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Runs a node's executor within its time limit; the node's own signal ends with it. */
export async function withinTime(
  node: SceneNode,
  run: (signal: AbortSignal) => Promise<NodeResult>,
  outer: AbortSignal,
) {
  const ms = node.timeoutMs ?? DEFAULT_TIMEOUT_MS[node.type];
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
          reject(new AppError(504, 'SCENE_NODE_TIMEOUT', { ms }));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', stop);
  }
}

/**
 * Runs a scene's graph: the schedule decides which node runs when, each node runs with its
 * timeout, retries and error handling, its attempts go to the journal, and what the nodes say
 * reaches the conversation in order.
 */
export async function runScene(options: RunSceneOptions): Promise<SceneOutcome> {
  const { graph, journal, conv, signal } = options;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const outputs = new Map<string, Record<string, unknown>>();
  for (const [id, prior] of options.prior ?? [])
    if (prior.status === 'done') outputs.set(id, prior.outputs);
  const speech = new Speech(options.say);
  let promptTokens = 0;
  let completionTokens = 0;

  const read = (selector: string): unknown => {
    const at = parseSelector(selector);
    if (!at) return undefined;
    if (at.node === CONVERSATION_SCOPE) return conv[at.output];
    return outputs.get(at.node)?.[at.output];
  };
  const scope = () => ({ ...Object.fromEntries(outputs), [CONVERSATION_SCOPE]: { ...conv } });

  const attempt = async (
    node: SceneNode,
    n: number,
    nodeSignal: AbortSignal,
  ): Promise<NodeResult> => {
    const usage = { prompt: 0, completion: 0 };
    const ctx: NodeContext = {
      run: options.run,
      services: options.services,
      signal: nodeSignal,
      read,
      render: (template, extra) =>
        renderTemplate(template, extra ? { ...scope(), ...extra } : scope()),
      speak: () => speech.open(),
      usage: (p, c) => {
        usage.prompt += p;
        usage.completion += c;
        promptTokens += p;
        completionTokens += c;
      },
      cite: options.cite,
      setVariable: (name, value) => void (conv[name] = value),
      reply: options.reply?.nodeId === node.id ? options.reply.value : undefined,
      depth: options.depth ?? 0,
      runChild: (child, question) =>
        runChild(options, child, question, speech, { signal: nodeSignal, usage: ctx.usage }),
    };
    const startedAt = new Date();
    journal(entry(node, 'running', n, { startedAt }));
    options.event({ type: 'node', nodeId: node.id, status: 'running' });
    const result = await withinTime(
      node,
      (own) =>
        executorOf(node)(node, {
          ...ctx,
          signal: own,
          runChild: (child, question) =>
            runChild(options, child, question, speech, { signal: own, usage: ctx.usage }),
        }),
      nodeSignal,
    );
    const ms = Date.now() - startedAt.getTime();
    const tokens = usage.prompt + usage.completion > 0 ? usage : null;
    if ('waiting' in result) {
      journal(entry(node, 'waiting', n, { startedAt, ms, inputs: result.inputs, tokens }));
      options.event({ type: 'node', nodeId: node.id, status: 'waiting', ms });
      options.event({ type: 'ask', nodeId: node.id, ask: result.waiting });
      return result;
    }
    checkOutputTypes(node, result.outputs);
    const handles = result.handles ?? [OUT_HANDLE];
    journal(
      entry(node, 'done', n, {
        startedAt,
        ms,
        inputs: result.inputs,
        outputs: result.outputs,
        handles,
        tokens,
      }),
    );
    options.event({ type: 'node', nodeId: node.id, status: 'done', ms });
    return result;
  };

  const runNode = async (id: string, nodeSignal: AbortSignal): Promise<NodeOutcome> => {
    const node = byId.get(id)!;
    const policy = node.onError;
    const tries = 1 + (policy?.retries ?? 0);
    for (let n = 1; ; n++) {
      try {
        const result = await attempt(node, n, nodeSignal);
        if ('waiting' in result) return { status: 'waiting' };
        outputs.set(id, result.outputs);
        return { status: 'done', handles: result.handles ?? [OUT_HANDLE] };
      } catch (error) {
        if (
          nodeSignal.aborted &&
          !(error instanceof AppError && error.code === 'SCENE_NODE_TIMEOUT')
        )
          throw error;
        const message = describe(error, options.run.locale);
        journal(entry(node, 'failed', n, { error: message }));
        options.event({ type: 'node', nodeId: node.id, status: 'failed' });
        if (n < tries) {
          await sleep((policy?.retryDelayMs ?? 500) * 2 ** (n - 1), nodeSignal);
          if (nodeSignal.aborted) throw error;
          continue;
        }
        if (!policy || policy.mode === 'fail') throw error;
        const fallback = {
          ...Object.fromEntries(Object.keys(nodeOutputs(node)).map((k) => [k, null])),
          ...policy.defaults,
        };
        outputs.set(id, { ...fallback, error: message });
        const handles =
          policy.mode === 'branch'
            ? [ERROR_HANDLE]
            : [nodeHandles(node).find((h) => h !== ERROR_HANDLE) ?? OUT_HANDLE];
        journal(
          entry(node, 'done', n, {
            outputs: { ...fallback, error: message },
            handles,
            error: message,
          }),
        );
        return { status: 'done', handles };
      }
    }
  };

  const result = await schedule({
    nodes: graph.nodes,
    edges: graph.edges,
    prior: options.prior as ReadonlyMap<string, PriorState> | undefined,
    parallel: SCENE_PARALLEL,
    signal,
    run: runNode,
    skipped: (id) => {
      const node = byId.get(id)!;
      journal(entry(node, 'skipped', 0, {}));
      options.event({ type: 'node', nodeId: id, status: 'skipped' });
    },
  });
  speech.finish();
  const base = { promptTokens, completionTokens, text: speech.text };
  if (result.status === 'failed')
    return {
      ...base,
      status: 'failed',
      error: {
        code: codeOf(result.error),
        message: describe(result.error, options.run.locale),
        nodeId: result.nodeId,
      },
    };
  if (result.status === 'waiting') return { ...base, status: 'waiting', waiting: result.waiting };
  return { ...base, status: result.status };
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'INTERNAL');

function describe(error: unknown, locale: SceneRunContext['locale']): string {
  const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
  return formatMessage(locale, known.code, known.params);
}

function entry(
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

/** A sub-scene: its own values, the same conversation, journal lines under its node's id. */
async function runChild(
  parent: RunSceneOptions,
  graph: SceneGraph,
  question: string,
  speech: Speech,
  ctx: Pick<NodeContext, 'signal' | 'usage'>,
): Promise<{ text: string }> {
  // However wide the sub-scenes fan out, one run starts this many of them at most.
  const budget = parent.budget ?? { subscenes: SCENE_SUBSCENE_RUNS };
  if (--budget.subscenes < 0)
    throw new AppError(422, 'SCENE_RUN_FAILED', { reason: 'too many sub-scenes in one run' });
  const segment = speech.open();
  let text = '';
  try {
    const outcome = await runScene({
      ...parent,
      graph,
      run: { ...parent.run, question },
      prior: undefined,
      reply: undefined,
      conv: {},
      journal: () => undefined,
      event: () => undefined,
      say: (said) => {
        text += said;
        segment.write(said);
      },
      // The sub-scene node's own time limit and stop end it too.
      signal: ctx.signal,
      depth: (parent.depth ?? 0) + 1,
      budget,
    });
    ctx.usage(outcome.promptTokens, outcome.completionTokens);
    if (outcome.status === 'failed')
      throw new AppError(422, 'SCENE_RUN_FAILED', { reason: outcome.error?.message ?? '' });
    // Nothing would answer a question a sub-scene asks: the conversation goes on in the parent.
    if (outcome.status === 'waiting')
      throw new AppError(422, 'SCENE_RUN_FAILED', { reason: 'a sub-scene cannot ask the visitor' });
    return { text };
  } finally {
    segment.close();
  }
}
