import {
  formatMessage,
  nodeHandles,
  nodeOutputs,
  OUT_HANDLE,
  ERROR_HANDLE,
  type SceneGraph,
  type SceneNode,
} from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { DEFAULT_TIMEOUT_MS, executorOf } from '../nodes';
import type { NodeContext, NodeResult } from './context';
import { checkOutputTypes } from './output-types';
import { Frame } from './frame';
import { PassFailure, runGraph, type NodePlace } from './graph-runner';
import { codeOf, describe, entry, sleep, withinTime, type NodeJournalEntry } from './node-attempt';
import type { NodeOutcome, PriorState } from './schedule';
import { Speech } from './speech';
import { renderTemplate } from './template';
import { knowledgeCiter } from './knowledge-citations';

import {
  SCENE_PARALLEL,
  SCENE_SUBSCENE_RUNS,
  type RunSceneOptions,
  type SceneOutcome,
} from './run-options';

export { withinTime, type NodeJournalEntry };
export {
  SCENE_PARALLEL,
  SCENE_SUBSCENE_RUNS,
  type PriorNode,
  type RunSceneOptions,
  type SceneEvent,
  type SceneOutcome,
} from './run-options';

/**
 * Runs a scene's graph: the schedule decides which node runs when (a loop's inside once per
 * pass), each node runs with its timeout, retries and error handling, its attempts go to the
 * journal, and what the nodes say reaches the conversation in order.
 */
export async function runScene(options: RunSceneOptions): Promise<SceneOutcome> {
  const { graph, journal, conv, signal } = options;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const leading = new Set(graph.edges.map((e) => e.source));
  const top = new Frame(conv);
  for (const [id, outputs] of Object.entries(options.known ?? {})) top.set(id, outputs);
  // Only what ran outside loops is resumed: a loop interrupted mid-way runs again from its start.
  const prior = new Map(
    [...(options.prior ?? [])].filter(([id]) => byId.has(id) && !byId.get(id)!.parentId),
  );
  for (const [id, done] of prior) if (done.status === 'done') top.set(id, done.outputs);
  const passes = new Map<string, Frame>();
  const frameOf = (node: SceneNode, pass: number | undefined) =>
    pass === undefined ? top : passes.get(`${node.parentId}#${pass}`)!;
  const speech = new Speech(options.say);
  // A node waiting for its retry is taken on, not answered.
  const answered = (id: string) =>
    options.reply?.nodeId === id && options.reply.attempt === undefined;
  let retryAfterMs: number | undefined;
  let promptTokens = 0;
  let completionTokens = 0;

  const attempt = async (
    node: SceneNode,
    n: number,
    ms: number,
    nodeSignal: AbortSignal,
    place: NodePlace,
    spoke: { yes: boolean },
  ): Promise<NodeResult> => {
    const frame = frameOf(node, place.pass);
    const usage = { prompt: 0, completion: 0 };
    const addUsage = (p: number, c: number) => {
      usage.prompt += p;
      usage.completion += c;
      promptTokens += p;
      completionTokens += c;
    };
    const ctx = (own: AbortSignal): NodeContext => ({
      run: options.run,
      services: options.services,
      signal: own,
      read: (selector) => frame.read(selector),
      render: (template, extra) =>
        renderTemplate(template, extra ? { ...frame.scope(), ...extra } : frame.scope()),
      speak: () => {
        const segment = speech.open();
        return {
          write: (text) => ((spoke.yes ||= text !== ''), segment.write(text)),
          close: () => segment.close(),
        };
      },
      usage: addUsage,
      cite: options.cite,
      setVariable: (name, value) => void (conv[name] = value),
      reply: answered(node.id) ? options.reply!.value : undefined,
      kept: options.reply?.nodeId === node.id ? options.reply.kept : undefined,
      leadsOn: leading.has(node.id),
      depth: options.depth ?? 0,
      runChild: (child, question) =>
        runChild(options, child, question, speech, { signal: own, usage: addUsage }),
      runPass: place.runPass && ((pass, item, s) => runPass(node, pass, item, s, place.runPass!)),
    });
    const iteration = place.pass;
    const startedAt = new Date();
    journal(entry(node, 'running', n, { startedAt, iteration }));
    options.event({ type: 'node', nodeId: node.id, status: 'running' });
    const result = await withinTime(
      node,
      (own) => executorOf(node)(node, ctx(own)),
      nodeSignal,
      ms,
    );
    const took = Date.now() - startedAt.getTime();
    const tokens = usage.prompt + usage.completion > 0 ? usage : null;
    const more = { startedAt, ms: took, inputs: result.inputs, tokens, iteration };
    if ('waiting' in result) {
      journal(entry(node, 'waiting', n, more));
      options.event({ type: 'node', nodeId: node.id, status: 'waiting', ms: took });
      if (result.waiting) options.event({ type: 'ask', nodeId: node.id, ask: result.waiting });
      return result;
    }
    checkOutputTypes(node, result.outputs);
    const handles = result.handles ?? [OUT_HANDLE];
    journal(entry(node, 'done', n, { ...more, outputs: result.outputs, handles }));
    options.event({ type: 'node', nodeId: node.id, status: 'done', ms: took });
    return result;
  };

  /** One pass of a loop: a frame of its own holding the element, the pass's nodes run in it. */
  const runPass = async (
    loop: SceneNode,
    pass: number,
    item: unknown,
    passSignal: AbortSignal,
    run: NonNullable<NodePlace['runPass']>,
  ) => {
    const frame = new Frame(conv, frameOf(loop, undefined));
    frame.set(loop.id, { item, index: pass });
    const key = `${loop.id}#${pass}`;
    passes.set(key, frame);
    try {
      await run(pass, passSignal);
      return { read: (selector: string) => frame.read(selector) };
    } finally {
      passes.delete(key);
    }
  };

  const runNode = async (
    id: string,
    nodeSignal: AbortSignal,
    place: NodePlace,
  ): Promise<NodeOutcome> => {
    const node = byId.get(id)!;
    const policy = node.onError;
    const tries = 1 + (policy?.retries ?? 0);
    // The node's time covers its retries and their waits: a retried node still ends on time.
    const deadline = Date.now() + (node.timeoutMs ?? DEFAULT_TIMEOUT_MS[node.type]);
    const spoke = { yes: false };
    // A loop's or a sub-scene's words come from the nodes it runs: any word said meanwhile counts.
    const speaksThrough = node.type === 'loop' || node.type === 'subscene';
    const writtenBefore = speech.written;
    const resumedAt = options.reply?.nodeId === id ? options.reply.attempt : undefined;
    for (let n = resumedAt ?? 1; ; n++) {
      try {
        const left = Math.max(1, deadline - Date.now());
        const result = await attempt(node, n, left, nodeSignal, place, spoke);
        if ('waiting' in result) return { status: 'waiting' };
        frameOf(node, place.pass).set(id, result.outputs);
        return { status: 'done', handles: result.handles ?? [OUT_HANDLE] };
      } catch (error) {
        if (
          nodeSignal.aborted &&
          !(error instanceof AppError && error.code === 'SCENE_NODE_TIMEOUT')
        )
          throw error;
        // A loop fails as the node inside it that failed.
        const cause = error instanceof PassFailure ? error.error : error;
        const message = describe(cause, options.run.locale);
        const iteration = place.pass;
        if (speaksThrough && speech.written > writtenBefore) spoke.yes = true;
        journal(entry(node, 'failed', n, { error: message, iteration }));
        options.event({ type: 'node', nodeId: node.id, status: 'failed' });
        const wait = (policy?.retryDelayMs ?? 500) * 2 ** (n - 1);
        // A reply already begun is never said twice, and a retry that could not end in time
        // is not begun.
        if (n < tries && !spoke.yes && Date.now() + wait < deadline) {
          await sleep(wait, nodeSignal);
          if (nodeSignal.aborted) throw error;
          continue;
        }
        // Too long a wait for the answer that is streaming: the person is told, and the run
        // waits for a job to try again. Only outside loops and sub-scenes, which cannot wait.
        if (
          n < tries &&
          !spoke.yes &&
          options.laterRetries &&
          !options.depth &&
          place.pass === undefined
        ) {
          const retry = { attempt: n + 1, afterMs: wait, dueAt: Date.now() + wait };
          journal(entry(node, 'waiting', n, { error: message, inputs: { retry } }));
          options.event({ type: 'node', nodeId: node.id, status: 'waiting' });
          const segment = speech.open();
          segment.write(formatMessage(options.run.locale, 'SCENE_RETRY_LATER'));
          segment.close();
          retryAfterMs = wait;
          return { status: 'waiting' };
        }
        if (!policy || policy.mode === 'fail') throw error;
        const fallback = {
          ...Object.fromEntries(Object.keys(nodeOutputs(node)).map((k) => [k, null])),
          ...policy.defaults,
          error: message,
        };
        frameOf(node, place.pass).set(id, fallback);
        const handles =
          policy.mode === 'branch'
            ? [ERROR_HANDLE]
            : [nodeHandles(node).find((h) => h !== ERROR_HANDLE) ?? OUT_HANDLE];
        journal(entry(node, 'done', n, { outputs: fallback, handles, error: message, iteration }));
        return { status: 'done', handles };
      }
    }
  };

  const result = await runGraph({
    nodes: graph.nodes,
    edges: graph.edges,
    prior: prior as ReadonlyMap<string, PriorState>,
    parallel: SCENE_PARALLEL,
    signal,
    run: runNode,
    skipped: (id, pass) => {
      const node = byId.get(id)!;
      journal(entry(node, 'skipped', 0, { iteration: pass }));
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
  if (result.status === 'waiting')
    return { ...base, status: 'waiting', waiting: result.waiting, retryAfterMs };
  return { ...base, status: result.status };
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
      // Writes no journal of its own; its lines say which passages its speaking nodes used.
      journal: knowledgeCiter(graph, parent.cite),
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
