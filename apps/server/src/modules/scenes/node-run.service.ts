/** One node of a scene's draft run alone, with values the editor gives it. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Locale, SceneNodeRunResult, sceneNodeRunBodySchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { SecretBox } from '../../lib/secret-box';
import { runNodeAlone } from './engine/run-node';
import { editableScene, requireSecretsRight } from './scenes.service';
import { sceneServices } from './services';

/**
 * Runs a node of the saved draft as a test run would (the same rights, the same services), but
 * alone: it is a probe, kept as no run. The start node has nothing of its own to run.
 */
export async function runDraftNode(
  app: FastifyInstance,
  config: Config,
  box: SecretBox,
  caller: Caller,
  target: { orgId: bigint; sceneId: bigint; nodeId: string },
  body: z.output<typeof sceneNodeRunBodySchema>,
  locale: Locale,
  signal: AbortSignal,
): Promise<SceneNodeRunResult> {
  const { orgId, sceneId, nodeId } = target;
  const found = await editableScene(app.db, caller, orgId, sceneId);
  const graph = found.scene.draft;
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node) throw new AppError(404, 'SCENE_NODE_MISSING', { node: nodeId });
  if (node.type === 'start') throw new AppError(422, 'SCENE_NODE_NOT_RUNNABLE');
  await requireSecretsRight(app.db, caller, orgId, graph);
  const services = await sceneServices(app, config, box, orgId);
  const given = body.inputs;
  const question = given['start.question'];
  const result = await runNodeAlone({
    node,
    graph,
    given,
    run: {
      channel: 'test',
      question: typeof question === 'string' ? question : '',
      files: [],
      userName: caller.user.nickname,
      isVisitor: false,
      locale,
      earlier: [],
    },
    services,
    signal,
    onFault: (error) => app.log.error({ err: error, sceneId: String(sceneId), nodeId }, 'node run'),
  });
  return { nodeId, type: node.type, ...result };
}
