import { SCENE_MAX_DEPTH, type SceneNodeOf } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { NodeExecutor } from '../engine/context';
import { asText } from '../engine/conditions';

/** Runs another published scene of the team inside this run; it speaks into this conversation. */
export const runSubscene: NodeExecutor<SceneNodeOf<'subscene'>> = async (node, ctx) => {
  if (ctx.depth >= SCENE_MAX_DEPTH)
    throw new AppError(422, 'SCENE_SUBSCENE_DEPTH', { max: SCENE_MAX_DEPTH });
  const graph = await ctx.services.subscene(node.settings.sceneId);
  if (!graph) throw new AppError(422, 'SCENE_SUBSCENE_MISSING');
  const question = node.settings.question
    ? asText(ctx.read(node.settings.question))
    : ctx.run.question;
  const { text } = await ctx.runChild(graph, question);
  return { outputs: { text }, inputs: { sceneId: node.settings.sceneId, question } };
};
