import {
  CONVERSATION_SCOPE,
  formatMessage,
  OUT_HANDLE,
  parseSelector,
  type SceneGraph,
  type SceneNode,
  type SceneNodeRunResult,
} from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { executorOf } from '../nodes';
import type { NodeContext, SceneRunContext, SceneServices } from './context';
import { checkOutputTypes } from './output-types';
import { runScene, SCENE_SUBSCENE_RUNS, withinTime } from './run-scene';
import { Speech } from './speech';
import { renderTemplate } from './template';

export interface RunNodeOptions {
  node: SceneNode;
  /** The draft the node is in: a loop runs the nodes it holds. */
  graph?: SceneGraph;
  /** The values the node reads, by selector; one not given reads as missing. */
  given: Record<string, unknown>;
  run: SceneRunContext;
  services: SceneServices;
  signal: AbortSignal;
  /** An error that is no AppError: a fault to log, shown as INTERNAL. */
  onFault?: (error: unknown) => void;
}

/**
 * The values a template sees: `{ node: { output: value } }` from the given selectors. Secrets
 * are never taken from the caller: only the HTTP node adds the team's own, as in a run.
 */
function scopeOf(given: Record<string, unknown>): {
  read: (selector: string) => unknown;
  scope: Record<string, unknown>;
} {
  const byNode = new Map<string, [string, unknown][]>();
  const known = new Map<string, unknown>();
  for (const [selector, value] of Object.entries(given)) {
    const at = parseSelector(selector);
    if (!at || at.node === 'secret') continue;
    known.set(selector, value);
    byNode.set(at.node, [...(byNode.get(at.node) ?? []), [at.output, value]]);
  }
  // fromEntries defines own properties: a name like `__proto__` stays a plain key.
  const scope = Object.fromEntries(
    [...byNode].map(([node, values]) => [node, Object.fromEntries(values)]),
  );
  scope[CONVERSATION_SCOPE] ??= {};
  return { read: (selector) => known.get(selector), scope };
}

/** A sub-scene run inside the probe: its words are the node's, nothing is journaled. */
function childRunner(
  options: RunNodeOptions,
  speech: Speech,
  usage: NodeContext['usage'],
): (graph: SceneGraph, question: string, signal: AbortSignal) => Promise<{ text: string }> {
  const budget = { subscenes: SCENE_SUBSCENE_RUNS };
  return async (graph, question, signal) => {
    if (--budget.subscenes < 0)
      throw new AppError(422, 'SCENE_RUN_FAILED', { reason: 'too many sub-scenes in one run' });
    const segment = speech.open();
    let text = '';
    try {
      const outcome = await runScene({
        graph,
        run: { ...options.run, question },
        services: options.services,
        journal: () => undefined,
        conv: {},
        say: (said) => {
          text += said;
          segment.write(said);
        },
        cite: () => undefined,
        event: () => undefined,
        signal,
        depth: 1,
        budget,
      });
      usage(outcome.promptTokens, outcome.completionTokens);
      if (outcome.status === 'failed')
        throw new AppError(422, 'SCENE_RUN_FAILED', { reason: outcome.error?.message ?? '' });
      if (outcome.status === 'waiting')
        throw new AppError(422, 'SCENE_RUN_FAILED', {
          reason: 'a sub-scene cannot ask the visitor',
        });
      return { text };
    } finally {
      segment.close();
    }
  };
}

/**
 * A loop's pass inside the probe: the nodes the loop holds run as a graph of their own, seeing
 * the given values and the pass's element; what they produce answers the loop's end-of-pass reads.
 */
function passRunner(
  options: RunNodeOptions,
  scope: Record<string, unknown>,
  speech: Speech,
  usage: NodeContext['usage'],
): NonNullable<NodeContext['runPass']> {
  const loop = options.node;
  const inside = (options.graph?.nodes ?? []).filter((n) => n.parentId === loop.id);
  const ids = new Set(inside.map((n) => n.id));
  const graph: SceneGraph = {
    nodes: inside.map(({ parentId: _loop, ...n }) => n as SceneNode),
    edges: (options.graph?.edges ?? []).filter((e) => ids.has(e.source) && ids.has(e.target)),
    notes: [],
    variables: [],
  };
  return async (pass, item, signal) => {
    const known = { ...(scope as Record<string, Record<string, unknown>>) };
    known[loop.id] = { item, index: pass };
    const outputs = new Map<string, Record<string, unknown>>(Object.entries(known));
    const segment = speech.open();
    try {
      const outcome = await runScene({
        graph,
        run: options.run,
        services: options.services,
        journal: (entry) => {
          if (entry.status === 'done') outputs.set(entry.nodeId, entry.outputs);
        },
        conv: { ...(known[CONVERSATION_SCOPE] ?? {}) },
        known,
        say: (said) => segment.write(said),
        cite: () => undefined,
        event: () => undefined,
        signal,
      });
      usage(outcome.promptTokens, outcome.completionTokens);
      if (outcome.status !== 'done')
        throw new AppError(422, 'SCENE_RUN_FAILED', {
          reason: outcome.error?.message ?? outcome.status,
        });
    } finally {
      segment.close();
    }
    return {
      read: (selector) => {
        const at = parseSelector(selector);
        return at ? outputs.get(at.node)?.[at.output] : undefined;
      },
    };
  };
}

/**
 * Runs one node on its own, with the values the editor gives it: its executor within its time
 * limit, with the services a run has. Nothing is journaled and no retry or error policy applies:
 * the editor sees what the node itself did.
 */
export async function runNodeAlone(
  options: RunNodeOptions,
): Promise<Omit<SceneNodeRunResult, 'nodeId' | 'type'>> {
  const { node, run } = options;
  const { read, scope } = scopeOf(options.given);
  const speech = new Speech(() => undefined);
  const tokens = { prompt: 0, completion: 0 };
  const usage = (p: number, c: number) => {
    tokens.prompt += p;
    tokens.completion += c;
  };
  const runChild = childRunner(options, speech, usage);
  const runPass = node.type === 'loop' ? passRunner(options, scope, speech, usage) : undefined;
  const startedAt = Date.now();
  const base = () => {
    // What waited behind a segment the node never closed is said too.
    speech.finish();
    return {
      text: speech.text,
      promptTokens: tokens.prompt,
      completionTokens: tokens.completion,
      ms: Date.now() - startedAt,
    };
  };
  try {
    const result = await withinTime(
      node,
      (signal) =>
        executorOf(node)(node, {
          run,
          services: options.services,
          signal,
          read,
          render: (template, extra) =>
            renderTemplate(template, extra ? { ...scope, ...extra } : scope),
          speak: () => speech.open(),
          usage,
          cite: () => undefined,
          setVariable: () => undefined,
          reply: undefined,
          // Run alone, nothing comes after it: a hand-over does not wait.
          leadsOn: false,
          depth: 0,
          runChild: (graph, question) => runChild(graph, question, signal),
          runPass,
        }),
      options.signal,
    );
    const inputs = result.inputs ?? {};
    if ('waiting' in result)
      return {
        ...base(),
        status: 'waiting',
        inputs,
        outputs: {},
        handles: [],
        error: null,
        ask: result.waiting,
      };
    checkOutputTypes(node, result.outputs);
    return {
      ...base(),
      status: 'done',
      inputs,
      outputs: result.outputs,
      handles: result.handles ?? [OUT_HANDLE],
      error: null,
      ask: null,
    };
  } catch (error) {
    if (!(error instanceof AppError)) options.onFault?.(error);
    const known = error instanceof AppError ? error : new AppError(500, 'INTERNAL');
    return {
      ...base(),
      status: 'failed',
      inputs: {},
      outputs: {},
      handles: [],
      error: { code: known.code, message: formatMessage(run.locale, known.code, known.params) },
      ask: null,
    };
  }
}
