/**
 * A helper that follows a scene answers with the scene's latest published version, in whichever
 * conversation it is talked to: the chat, the visitor bot, the sales assistant, the API.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { SecretBox } from '../../lib/secret-box';
import type { AnswerPart, RespondInput } from '../conversation';
import type { SceneRunContext, SceneServices } from './engine/context';
import { sceneAnswer } from './runner';
import { latestPublished } from './scenes.repo';
import { sceneServices } from './services';

/** Who talks to a helper, and where. */
export interface SceneAudience {
  channel: SceneRunContext['channel'];
  /** The signed-in person, if any (a visitor is nobody's user). */
  userId: bigint | null;
  userName: string;
  isVisitor: boolean;
  /** Hands the conversation to a person (the bot's inbox); none where there is no one to. */
  handOver?: SceneServices['handOver'];
}

export function sceneResponder(
  app: FastifyInstance,
  config: Config,
  target: SceneAudience & { orgId: bigint; sceneId: bigint },
): (input: RespondInput) => AsyncIterable<AnswerPart> {
  const box = new SecretBox(config.APP_SECRET, 'scene-secrets');
  return async function* respond(input) {
    const { orgId, sceneId, channel } = target;
    // Read together: each is a round trip to the database before the first word.
    const [published, services] = await Promise.all([
      latestPublished(app.db, orgId, sceneId),
      sceneServices(app, config, box, orgId, target.handOver),
    ]);
    if (!published) throw new AppError(422, 'SCENE_NOT_PUBLISHED');
    yield* await sceneAnswer(app, {
      orgId,
      sceneId,
      version: published.n,
      graph: published.graph,
      channel,
      // A conversation kept nowhere (a preview, the API) has no pause to come back to.
      conversation: `${channel}:${input.sessionId ?? `once-${randomUUID()}`}`,
      startedBy: target.userId,
      run: {
        channel,
        question: input.prompt,
        files: [],
        userName: target.userName,
        isVisitor: target.isVisitor,
        locale: input.locale,
        earlier: input.earlier,
      },
      services,
      showNodes: false,
      upstream: input.upstream,
    });
  };
}
