/**
 * Runs a scene as a conversation's answer: in the request that streams it (no queue between
 * nodes), journaling each node as it goes. A run that asks the person waits, kept in the
 * database; the conversation's next message goes on with it, on whichever instance takes it.
 */
import type { FastifyInstance } from 'fastify';
import { formatMessage, type SceneGraph } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import type { AnswerPart } from '../conversation';
import type { SceneRunContext, SceneServices } from './engine/context';
import { PartsQueue } from './engine/parts-queue';
import { partsInOrder } from './run-parts';
import { runScene, type NodeJournalEntry, type PriorNode } from './engine/run-scene';
import {
  claimWaitingRun,
  finishRun,
  insertRun,
  latestRunIn,
  nodeRunsOf,
  writeNodeRuns,
  type SceneRunRow,
} from './runs.repo';
import { trackSceneRun } from './in-flight';
import { journalWriter } from './journal-writer';
import { knowledgeCiter } from './engine/knowledge-citations';
import { findVersion } from './scenes.repo';
import { sendRetryDue } from './retry-due';

export interface SceneRunRequest {
  orgId: bigint;
  sceneId: bigint;
  /** The published version to run; none to run `graph` as a test of the draft. */
  version: number | null;
  graph: SceneGraph;
  channel: SceneRunContext['channel'];
  /** The conversation it belongs to: its variables and its pauses are this conversation's. */
  conversation: string;
  startedBy: bigint | null;
  run: SceneRunContext;
  services: SceneServices;
  /** A button's id or a form's values for a waiting run; the question's words otherwise. */
  reply?: unknown;
  /** Whether node states stream (a test run lights the canvas; a visitor sees only words). */
  showNodes: boolean;
  upstream: AbortController;
  /** The conversation's latest run, when the caller read it already (with the scene's version). */
  latestRun?: Promise<SceneRunRow | undefined>;
  /**
   * Why a run goes on without a question: the conversation came back from a colleague (a run
   * waiting at its hand-over goes on), or a retry is due (a run waiting to try a node again). It
   * speaks in the language it was started in; with no such run, nothing runs.
   */
  goOn?: SceneGoOn;
  /** The conversation hears from the run later: a long retry waits for a job. */
  laterRetries?: boolean;
}

export type SceneGoOn = 'handed-back' | 'retry';

/** What the node a run waits at is given when it goes on without a question. */
const GO_ON_REPLY: Record<SceneGoOn, unknown> = {
  'handed-back': { handedBack: true },
  retry: null,
};

const initialVariables = (graph: SceneGraph) =>
  Object.fromEntries(graph.variables.map((v) => [v.name, v.initial ?? null]));

/** What earlier answers to the question a run waits at gave, as its journal line keeps it. */
function keptOf(inputs: unknown): Record<string, unknown> | undefined {
  const kept = (inputs as { kept?: unknown } | null)?.kept;
  return kept && typeof kept === 'object' && !Array.isArray(kept)
    ? (kept as Record<string, unknown>)
    : undefined;
}

/** The graph a run follows: a test's own, or its published version's (none when deleted). */
async function graphOfRun(app: FastifyInstance, request: SceneRunRequest, run: SceneRunRow) {
  if (run.graph) return run.graph;
  if (run.version === null) return null;
  if (run.version === request.version) return request.graph;
  return (await findVersion(app.db, request.orgId, request.sceneId, run.version))?.graph ?? null;
}

/** The attempt a node waiting to be tried again goes on with, as its journal line keeps it. */
function retryOf(inputs: unknown): number | undefined {
  const attempt = (inputs as { retry?: { attempt?: unknown } } | null)?.retry?.attempt;
  return typeof attempt === 'number' ? attempt : undefined;
}

/** A claimed waiting run with what it did before its pause; none when its version is gone. */
async function resumeClaimed(
  app: FastifyInstance,
  request: SceneRunRequest,
  latest: SceneRunRow & { waitingNode: string },
) {
  const graph = await graphOfRun(app, request, latest);
  if (!graph) return null;
  const prior = new Map<string, PriorNode>();
  let kept: Record<string, unknown> | undefined;
  let attempt: number | undefined;
  for (const row of await nodeRunsOf(app.db, latest.id))
    if (row.status === 'done')
      prior.set(row.nodeId, { status: 'done', outputs: row.outputs, handles: row.handles });
    else if (row.status === 'skipped') prior.set(row.nodeId, { status: 'skipped' });
    else if (row.status === 'waiting' && row.nodeId === latest.waitingNode) {
      kept = keptOf(row.inputs);
      attempt = retryOf(row.inputs);
    }
  return {
    runId: latest.id,
    graph,
    prior,
    variables: latest.variables,
    locale: latest.locale,
    reply: {
      nodeId: latest.waitingNode,
      value: request.reply ?? request.run.question,
      kept,
      attempt,
    },
  };
}

/**
 * Whether the run waits for what lets it go on: a colleague's hand-back (at its hand-over, or at a
 * retry that fell due while the colleague had the conversation), or its retry's time.
 */
function waitsFor(goOn: SceneGoOn, latest: SceneRunRow, graph: SceneGraph) {
  const node = graph.nodes.find((n) => n.id === latest.waitingNode);
  if (!node) return false;
  return goOn === 'handed-back'
    ? node.type !== 'ask'
    : node.type !== 'ask' && node.type !== 'handover';
}

/** A job's clock and the run's may differ by this much and the retry still be due. */
const DUE_SLACK_MS = 1_000;

/**
 * How long the run's latest wait for a retry still has to go (0 when it is over). A job sent for
 * an earlier wait (the person wrote meanwhile, and the retry that took failed again) must not cut
 * the later wait short.
 */
async function retryWaitLeft(app: FastifyInstance, latest: SceneRunRow) {
  const row = (await nodeRunsOf(app.db, latest.id)).find(
    (r) => r.status === 'waiting' && r.nodeId === latest.waitingNode,
  );
  const dueAt = (row?.inputs as { retry?: { dueAt?: unknown } } | undefined)?.retry?.dueAt;
  const left = typeof dueAt === 'number' ? dueAt - Date.now() : 0;
  return left > DUE_SLACK_MS ? left : 0;
}

/** How long a person's words wait for a job that is moving the run on (a retry, a hand-back). */
const GO_ON_WAIT_MS = 20_000;

/**
 * The run once a job has moved it on. A run held at a retry or a hand-over is taken on by a job,
 * not by an answer: a person who writes meanwhile is not answering twice, and their words go on
 * from where the job leaves the run, as they would after any answer.
 */
async function afterItGoesOn(app: FastifyInstance, request: SceneRunRequest, held: SceneRunRow) {
  const graph = await graphOfRun(app, request, held);
  if (graph?.nodes.find((n) => n.id === held.waitingNode)?.type === 'ask') return held;
  const { orgId, sceneId, conversation } = request;
  const { signal } = request.upstream;
  const until = Date.now() + GO_ON_WAIT_MS;
  let latest: SceneRunRow | undefined = held;
  const moving = () => latest?.id === held.id && latest.status === 'running';
  while (moving() && Date.now() < until && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    latest = await latestRunIn(app.db, orgId, sceneId, conversation);
  }
  if (moving() || signal.aborted) throw new AppError(409, 'SCENE_BUSY');
  // The job left the run at a question the person has not seen yet: their words do not answer it.
  const now = latest?.id === held.id && latest.status === 'waiting' ? latest.waitingNode : null;
  if (now && graph?.nodes.find((n) => n.id === now)?.type === 'ask')
    throw new AppError(409, 'SCENE_NEW_QUESTION');
  return latest;
}

/** The run to go on with (one waiting in the conversation), or a new one. */
async function openRun(app: FastifyInstance, request: SceneRunRequest) {
  const { orgId, sceneId, conversation } = request;
  let latest = await (request.latestRun ?? latestRunIn(app.db, orgId, sceneId, conversation));
  if (!request.goOn && latest?.status === 'running' && latest.waitingNode)
    latest = await afterItGoesOn(app, request, latest);
  if (request.goOn) {
    if (latest?.status !== 'waiting') return null;
    const graph = await graphOfRun(app, request, latest);
    if (!graph || !waitsFor(request.goOn, latest, graph)) return null;
    if (request.goOn === 'retry') {
      const left = await retryWaitLeft(app, latest);
      // Early by another clock, or sent for an earlier wait: asked again for when it is due
      // (a second job finds the run taken on, and does nothing).
      if (left > 0) {
        await sendRetryDue(app, orgId, conversation, left);
        return null;
      }
    }
    request = { ...request, reply: GO_ON_REPLY[request.goOn] };
  }
  if (latest?.waitingNode && (latest.status === 'waiting' || latest.status === 'running')) {
    // A second reply to the same question (two tabs, a double click) neither resumes the run
    // again nor starts the scene over: a run going on from its ask keeps its waiting node.
    if (
      latest.status === 'running' ||
      !(await claimWaitingRun(app.db, orgId, latest.id, app.instance.id))
    ) {
      // The person wrote meanwhile, and their words took the run on.
      if (request.goOn) return null;
      throw new AppError(409, 'SCENE_ASK_ANSWERED');
    }
    try {
      const resumed = await resumeClaimed(app, request, {
        ...latest,
        waitingNode: latest.waitingNode,
      });
      if (resumed) return resumed;
    } catch (error) {
      // A read that failed after the claim must not hold the conversation at 409: the run
      // waits for its answer again.
      await finishRun(app.db, orgId, latest.id, {
        status: 'waiting',
        variables: latest.variables,
        waitingNode: latest.waitingNode,
        error: '',
        promptTokens: 0,
        completionTokens: 0,
      }).catch(() => undefined);
      throw error;
    }
    // Its version is gone: the claimed run ends, so the conversation is not held at its ask.
    await finishRun(app.db, orgId, latest.id, {
      status: 'failed',
      variables: latest.variables,
      waitingNode: null,
      error: 'the scene version it ran is gone',
      promptTokens: 0,
      completionTokens: 0,
    });
    if (request.goOn) return null;
  }
  const variables = { ...initialVariables(request.graph), ...(latest?.variables ?? {}) };
  // Written alongside the first nodes, not before them: one round trip less before the first
  // word. What needs the id (the journal, events naming the run, its end) waits for it.
  const runId = insertRun(app.db, orgId, {
    sceneId,
    version: request.version,
    graph: request.version === null ? request.graph : null,
    channel: request.channel,
    conversation,
    startedBy: request.startedBy,
    question: request.run.question,
    locale: request.run.locale,
    variables,
    instanceId: app.instance.id,
  });
  return {
    runId,
    graph: request.graph,
    prior: undefined,
    variables,
    locale: request.run.locale,
    reply: undefined,
  };
}

/** The scene's answer as the conversation engine reads one: words, citations, events, usage. */
export async function sceneAnswer(
  app: FastifyInstance,
  request: SceneRunRequest,
): Promise<AsyncIterable<AnswerPart>> {
  const opened = await openRun(app, request);
  if (!opened) return (async function* nothing() {})();
  const runIdOf = Promise.resolve(opened.runId);
  const parts = new PartsQueue<AnswerPart>();
  const stream = partsInOrder(parts, runIdOf);
  // A run whose row could not be written stops: nothing of it could be kept or resumed.
  const stop = new AbortController();
  runIdOf.catch((error: unknown) => {
    stop.abort(error);
    parts.end(error);
  });
  const writer = journalWriter(
    async (entries) => writeNodeRuns(app.db, await runIdOf, entries),
    (err: unknown) => app.log.warn({ err }, 'could not write a scene journal line'),
  );
  const citeUsed = knowledgeCiter(
    opened.graph,
    (citations) => stream.push({ type: 'citations', citations }),
    opened.prior,
  );
  const journal = (entry: NodeJournalEntry) => {
    citeUsed(entry);
    writer.add(entry);
  };
  const variables = { ...opened.variables };
  const settled = runScene({
    graph: opened.graph,
    // Gone on with later, the run speaks as the person last spoke.
    run: request.goOn ? { ...request.run, locale: opened.locale } : request.run,
    services: request.services,
    journal,
    prior: opened.prior,
    conv: variables,
    reply: opened.reply,
    say: (text) => stream.push({ type: 'delta', text }),
    cite: (citations) => stream.push({ type: 'citations', citations }),
    event: (event) => {
      if (event.type === 'ask')
        stream.pushNaming((runId) => ({
          type: 'event',
          event: { event: 'scene-ask', data: { runId, nodeId: event.nodeId, ...event.ask } },
        }));
      else if (request.showNodes)
        stream.pushNaming((runId) => ({
          type: 'event',
          event: {
            event: 'scene-node',
            data: { runId, nodeId: event.nodeId, status: event.status, ms: event.ms },
          },
        }));
    },
    signal: AbortSignal.any([request.upstream.signal, stop.signal]),
    laterRetries: request.laterRetries,
  })
    .then(async (outcome) => {
      const waitingNode = outcome.status === 'waiting' ? (outcome.waiting?.[0] ?? null) : null;
      const runId = await runIdOf;
      await writer.settled();
      await stream.flushed();
      await finishRun(app.db, request.orgId, runId, {
        status: outcome.status,
        variables,
        waitingNode,
        error: outcome.error?.message ?? '',
        promptTokens: outcome.promptTokens,
        completionTokens: outcome.completionTokens,
      });
      if (outcome.retryAfterMs !== undefined)
        await sendRetryDue(app, request.orgId, request.conversation, outcome.retryAfterMs);
      if (outcome.promptTokens + outcome.completionTokens > 0)
        stream.push({
          type: 'usage',
          promptTokens: outcome.promptTokens,
          completionTokens: outcome.completionTokens,
        });
      // Gone on with later, a failure is told in words: nobody waits on a stream for an error.
      if (outcome.status === 'failed' && request.goOn) {
        const locale = opened.locale;
        stream.push({ type: 'delta', text: formatMessage(locale, 'SCENE_UNAVAILABLE') });
        return parts.end();
      }
      parts.end(
        outcome.status === 'failed'
          ? // A visitor is told the bot cannot answer now; why is the team's, in the trace.
            request.run.isVisitor
            ? new AppError(503, 'SCENE_UNAVAILABLE')
            : new AppError(422, 'SCENE_RUN_FAILED', { reason: outcome.error?.message ?? '' })
          : undefined,
      );
    })
    .catch(async (error: unknown) => {
      const runId = await runIdOf.catch(() => null);
      app.log.error({ err: error, runId: String(runId) }, 'scene run failed');
      if (runId === null) return parts.end(error);
      // Never left running while its instance lives on.
      await finishRun(app.db, request.orgId, runId, {
        status: 'failed',
        variables,
        waitingNode: null,
        error: 'internal error',
        promptTokens: 0,
        completionTokens: 0,
      }).catch(() => undefined);
      parts.end(error);
    });
  // Shutdown waits for it before closing the code sandbox (an answer handed off goes on).
  trackSceneRun(settled);
  return parts;
}
