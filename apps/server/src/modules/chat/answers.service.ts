import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { chatCompletionRequestSchema, Locale } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import {
  prepareAnswer,
  type PreparedAnswer,
  userOwner,
  findSessionWithContext,
  findAnswer,
  findOwnSession,
  sessionSettings,
} from '../conversation';
import { loadModelCatalog } from '../models';
import { knowledgeRetriever } from '../knowledge';
import { helperSessionSettings } from '../helpers';
import { ownAttachments } from './attachments.service';

type AskRequest = z.output<typeof chatCompletionRequestSchema>;

async function attachmentsFor(db: Db, caller: Caller, request: AskRequest) {
  const images = await ownAttachments(db, caller, request.options.images);
  const texts = await ownAttachments(db, caller, request.options.files);
  if (images.some((a) => a.kind !== 'image') || texts.some((a) => a.kind !== 'text'))
    throw new AppError(422, 'ATTACHMENT_NOT_FOUND');
  return [...images, ...texts];
}

/** A question in one of the caller's chat sessions, answered with that session's settings. */
export async function askInSession(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  sessionId: string,
  request: AskRequest,
  locale: Locale,
  upstream: AbortController,
): Promise<PreparedAnswer> {
  const owner = userOwner(caller.user);
  const { usingContext } = request.options;
  // Independent reads, side by side: each is a round trip before the first token.
  const [{ session, history, datasetIds }, models] = await Promise.all([
    findSessionWithContext(app.db, owner, sessionId, usingContext),
    loadModelCatalog(app.db, config, app.llm.box, owner.orgId),
  ]);
  const attachments = await attachmentsFor(app.db, caller, request);
  const withHelper =
    session.helperId === null
      ? null
      : await helperSessionSettings(app, config, caller, session.helperId, usingContext);
  const settings = withHelper?.settings ?? sessionSettings(session, usingContext);
  if (!withHelper && datasetIds.length > 0 && session.orgId !== null)
    settings.retrieve = knowledgeRetriever(app, config, caller, session.orgId, datasetIds);
  return prepareAnswer(
    app,
    {
      owner,
      session,
      settings,
      models: withHelper?.models ?? models,
      history: withHelper ? history.slice(-settings.contextSize || history.length) : history,
    },
    {
      prompt: request.prompt,
      attachments,
      // A helper answers with its own model, from its team's models.
      model: withHelper ? undefined : request.options.model,
      regenerateId: request.regenerateId,
      locale,
    },
    upstream,
  );
}

/** Stops an answer of the caller's session, on whichever instance is writing it. */
export async function stopAnswer(
  app: FastifyInstance,
  caller: Caller,
  sessionId: string,
  answerId: string,
): Promise<{ stopped: boolean }> {
  const session = await findOwnSession(app.db, userOwner(caller.user), sessionId);
  const answer = await findAnswer(app.db, session.id, answerId);
  if (!answer) throw new AppError(404, 'NOT_FOUND');
  if (answer.state !== 'streaming') return { stopped: false };
  await app.llm.stops.stop(answerId);
  return { stopped: true };
}
