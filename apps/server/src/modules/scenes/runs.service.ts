/**
 * Runs of a scene: a test of the draft in the editor's test conversation, and the traces of every
 * run (each node's inputs, outputs, branches, time and tokens).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Locale, SceneRun, sceneTestRunSchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { SecretBox } from '../../lib/secret-box';
import { runStatelessAnswer, type StreamWriter } from '../conversation';
import { sceneAnswer } from './runner';
import { findRun, nodeRunsOf, pageOfRuns, type SceneRunRow } from './runs.repo';
import { checkGraph, editableScene, requireSecretsRight } from './scenes.service';
import { sceneServices } from './services';

type TestRun = z.output<typeof sceneTestRunSchema>;

/** Runs the draft as it is now; refused with its problems when it would not save. */
export async function prepareTestRun(
  app: FastifyInstance,
  config: Config,
  box: SecretBox,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  body: TestRun,
  locale: Locale,
  upstream: AbortController,
): Promise<StreamWriter> {
  const found = await editableScene(app.db, caller, orgId, sceneId);
  const graph = found.scene.draft;
  await requireSecretsRight(app.db, caller, orgId, graph);
  await checkGraph(app.db, orgId, sceneId, graph, locale);
  if (!body.question && body.reply === undefined) throw new AppError(422, 'VALIDATION_FAILED');
  const services = await sceneServices(app, config, box, orgId);
  const parts = await sceneAnswer(app, {
    orgId,
    sceneId,
    version: null,
    graph,
    channel: 'test',
    conversation: `test:${caller.user.id}:${body.conversation}`,
    startedBy: caller.user.id,
    run: {
      channel: 'test',
      question: body.question,
      files: [],
      userName: caller.user.nickname,
      isVisitor: false,
      locale,
      earlier: body.history,
    },
    services,
    reply: body.reply,
    showNodes: true,
    upstream,
  });
  return (sse) => runStatelessAnswer(app, { model: 'scene', parts }, sse, upstream, locale);
}

const runSummary = (run: SceneRunRow) => ({
  id: String(run.id),
  version: run.version,
  status: run.status,
  channel: run.channel,
  error: run.error,
  startedAt: run.startedAt.toISOString(),
  endedAt: run.endedAt?.toISOString() ?? null,
});

export async function listRuns(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  page: { offset: number; limit: number },
) {
  // Runs hold what people said in their conversations: the scene's editors read them.
  await editableScene(db, caller, orgId, sceneId);
  const { rows, total } = await pageOfRuns(db, orgId, sceneId, page);
  return { list: rows.map(runSummary), total };
}

export async function getRun(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  runId: bigint,
): Promise<SceneRun> {
  await editableScene(db, caller, orgId, sceneId);
  const run = await findRun(db, orgId, sceneId, runId);
  if (!run) throw new AppError(404, 'NOT_FOUND');
  const nodes = await nodeRunsOf(db, runId);
  return {
    ...runSummary(run),
    nodes: nodes
      .sort((a, b) => (a.startedAt?.getTime() ?? Infinity) - (b.startedAt?.getTime() ?? Infinity))
      .map((n) => ({
        nodeId: n.nodeId,
        type: n.type,
        status: n.status,
        attempt: n.attempt,
        iteration: n.iteration,
        inputs: n.inputs,
        outputs: n.outputs,
        handles: n.handles,
        error: n.error,
        promptTokens: n.promptTokens,
        completionTokens: n.completionTokens,
        startedAt: n.startedAt?.toISOString() ?? null,
        ms: n.ms,
      })),
  };
}
