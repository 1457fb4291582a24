import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatAnswerParamsSchema,
  chatAttachmentSchema,
  CHAT_IMAGE_MAX_BYTES,
  chatCompletionListSchema,
  chatCompletionParamsSchema,
  chatCompletionRequestSchema,
  chatMessagesPageQuerySchema,
  chatSessionParamsSchema,
  completionIdParamsSchema,
  deletedTurnSchema,
  stopAnswerResultSchema,
} from '@miaoyu/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { readNamedFile } from '../../lib/upload';
import { requireCaller, requireSelfInPath } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { saveAttachment } from './attachments.service';
import { streamAnswer } from '../conversation';
import { askInSession, stopAnswer } from './answers.service';
import { deleteTurn, listMessages } from './messages.service';
import { chatDoc, chatErrors } from './sessions.routes';

/** Per signed-in user rather than per address: many people may share one office address. */
const perUser = (max: number) => perUserPerMinute('chat', max);

async function readAttachment(request: FastifyRequest) {
  try {
    return await readNamedFile(request, CHAT_IMAGE_MAX_BYTES);
  } catch (error) {
    const { statusCode, fileName } = error as { statusCode?: number; fileName?: string };
    if (statusCode === 413)
      throw new AppError(413, 'ATTACHMENT_TOO_LARGE', { name: fileName || '?', limit: '10 MB' });
    throw error;
  }
}

/** Messages of a session, the streaming answer, stop, delete turn, attachments (spec §7). */
const chatCompletionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Every `{userId}` in these paths is the chat's owner: anyone else is refused before validation.
  app.addHook('preValidation', requireSelfInPath('userId'));

  app.get(
    '/v1/chat/users/:userId/sessions/:sessionId/completions',
    {
      schema: {
        ...chatDoc,
        summary: 'Messages of a session, newest first (10 per page in the studio)',
        params: chatSessionParamsSchema,
        querystring: chatMessagesPageQuerySchema,
        response: { 200: chatCompletionListSchema, ...chatErrors },
      },
    },
    async (request) =>
      listMessages(app.db, requireCaller(request), request.params.sessionId, request.query),
  );

  app.post(
    '/v1/chat/users/:userId/sessions/:sessionId/completions',
    {
      config: { rateLimit: perUser(config.CHAT_RATE_PER_MINUTE) },
      schema: {
        ...chatDoc,
        summary: 'Ask: answers Server-Sent Events start, delta…, usage, then done or error',
        params: chatSessionParamsSchema,
        body: chatCompletionRequestSchema,
        produces: ['text/event-stream'],
        response: { ...chatErrors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      return streamAnswer(reply, (upstream) =>
        askInSession(
          app,
          config,
          requireCaller(request),
          request.params.sessionId,
          request.body,
          request.locale,
          upstream,
        ),
      );
    },
  );

  app.post(
    '/v1/chat/users/:userId/sessions/:sessionId/completions/:answerId/stop',
    {
      schema: {
        ...chatDoc,
        summary: 'Stop an answer that is being written (on whichever instance writes it)',
        params: chatAnswerParamsSchema,
        response: { 200: stopAnswerResultSchema, ...chatErrors },
      },
    },
    async (request) => {
      const { sessionId, answerId } = request.params;
      return stopAnswer(app, requireCaller(request), sessionId, answerId);
    },
  );

  app.delete(
    '/v1/users/:userId/sessions/:sessionId/completions/:id',
    {
      schema: {
        ...chatDoc,
        summary: 'Delete the turn (question and answer) this message belongs to',
        params: chatCompletionParamsSchema,
        response: { 200: deletedTurnSchema, ...chatErrors },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      return { deleted: await deleteTurn(app.db, requireCaller(request), id, sessionId) };
    },
  );

  app.delete(
    '/v1/completions/:completionId',
    {
      schema: {
        ...chatDoc,
        summary: 'Delete the turn (question and answer) this message belongs to',
        params: completionIdParamsSchema,
        response: { 200: deletedTurnSchema, ...chatErrors },
      },
    },
    async (request) => ({
      deleted: await deleteTurn(app.db, requireCaller(request), request.params.completionId),
    }),
  );

  app.post(
    '/v1/chat/attachments',
    {
      config: { rateLimit: perUser(120) },
      bodyLimit: CHAT_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        ...chatDoc,
        summary: 'Upload an image (png, jpeg, webp, gif ≤ 10 MB) or a text/code file (≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: chatAttachmentSchema, ...chatErrors, ...errorResponses(413) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { name, bytes } = await readAttachment(request);
      return saveAttachment(app.db, app.storage, caller, name, bytes);
    },
  );
};

export default chatCompletionRoutes;
