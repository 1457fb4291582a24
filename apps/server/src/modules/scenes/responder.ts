/**
 * A helper that follows a scene answers with the scene's latest published version, in whichever
 * conversation it is talked to: the chat, the visitor bot, the sales assistant, the API.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { AnswerPart, RespondInput } from '../conversation';
import type { SceneRunContext, SceneServices } from './engine/context';
import { sceneAnswer } from './runner';
import { latestRunIn } from './runs.repo';
import { latestPublished } from './scenes.repo';
import { sceneSecretBox } from './secret-box';
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
  /**
   * What the run says later reaches the conversation (the visitor bot posts it): a retry that
   * must wait long waits for a job instead of failing the answer.
   */
  laterRetries?: boolean;
  /**
   * Where no conversation is stored (the editor's preview, the API), the id the caller keeps for
   * it, so a question a scene asks is answered by the next turn instead of asked again.
   */
  conversation?: string;
}

export function sceneResponder(
  app: FastifyInstance,
  config: Config,
  target: SceneAudience & { orgId: bigint; sceneId: bigint },
): (input: RespondInput) => AsyncIterable<AnswerPart> {
  const box = sceneSecretBox(config);
  return async function* respond(input) {
    const { orgId, sceneId, channel } = target;
    // A conversation kept nowhere and named by no one has no pause to come back to.
    const conversation = `${channel}:${input.sessionId ?? target.conversation ?? `once-${randomUUID()}`}`;
    // Read together: each is a round trip to the database before the first word.
    const latestRun = latestRunIn(app.db, orgId, sceneId, conversation);
    latestRun.catch(() => undefined);
    const [published, services] = await Promise.all([
      latestPublished(app.db, orgId, sceneId),
      sceneServices(app, config, box, orgId, {
        handOver: target.handOver,
        models: input.models,
      }),
    ]);
    if (!published) throw new AppError(422, 'SCENE_NOT_PUBLISHED');
    yield* await sceneAnswer(app, {
      orgId,
      sceneId,
      version: published.n,
      graph: published.graph,
      channel,
      conversation,
      latestRun,
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
      goOn: input.goOn,
      laterRetries: target.laterRetries,
    });
  };
}
