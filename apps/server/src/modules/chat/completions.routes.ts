import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatAnswerParamsSchema,
  chatAttachmentSchema,
  CHAT_IMAGE_MAX_BYTES,
  chatCompletionListSchema,
  chatCompletionParamsSchema,
  chatCompletionRequestSchema,
  chatPageQuerySchema,
  chatSessionParamsSchema,
  completionIdParamsSchema,
  deletedTurnSchema,
  MESSAGE_PAGE_SIZE,
  stopAnswerResultSchema,
} from '@miaoyu/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { readNamedFile } from '../../lib/upload';
import { parseAuthHeader } from '../../plugins/auth/tokens';
import { requireCaller } from '../../plugins/auth';
import { saveAttachment } from './attachments.service';
import { prepareAnswer, runAnswer } from './completion.service';
import { deleteTurn, findAnswer, listMessages } from './messages.service';
import { assertSelf, ownSession } from './sessions.service';
import { chatDoc, chatErrors } from './sessions.routes';
import { SseStream } from './sse';

/** Per signed-in user rather than per address: many people may share one office address. */
const perUser = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const caller = parseAuthHeader(request.headers.authorization ?? '');
    return caller ? `chat:user:${caller.userId}` : `chat:ip:${request.ip}`;
  },
});

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
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/chat/users/:userId/sessions/:sessionId/completions',
    {
      schema: {
        ...chatDoc,
        summary: 'Messages of a session, newest first (10 per page in the studio)',
        params: chatSessionParamsSchema,
        querystring: chatPageQuerySchema.omit({ keyword: true }).extend({
          limit: chatPageQuerySchema.shape.limit.default(MESSAGE_PAGE_SIZE),
        }),
        response: { 200: chatCompletionListSchema, ...chatErrors },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      assertSelf(request.params.userId, user.id);
      const session = await ownSession(app.db, user.id, request.params.sessionId);
      return listMessages(app.db, session.id, request.query);
    },
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
        response: { ...chatErrors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireCaller(request);
      assertSelf(request.params.userId, user.id);
      const prepared = await prepareAnswer(
        app,
        config,
        user,
        request.params.sessionId,
        request.body,
      );
      const sse = new SseStream();
      const upstream = new AbortController();
      let finished = false;
      // The response closing before the answer ends means the browser went away: stop upstream.
      reply.raw.on('close', () => {
        if (!finished && !upstream.signal.aborted) upstream.abort('client');
      });
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      // Kept here: the response lets go of its socket when it finishes.
      const socket = reply.raw.socket;
      // A stream body skips the JSON serializer; the schema only documents the error answers.
      void reply.send(sse.body as never);
      void runAnswer(app, prepared, sse, upstream, request.locale).finally(() => {
        finished = true;
        // On shutdown the finished stream's connection would stay open as keep-alive (72 s) and
        // hold up server.close(): close it once the last event is out.
        if (upstream.signal.reason !== 'shutdown') return;
        const release = () => socket?.destroySoon?.();
        if (reply.raw.writableFinished) release();
        else reply.raw.once('finish', release);
      });
      return reply;
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
      const { user } = requireCaller(request);
      assertSelf(request.params.userId, user.id);
      const session = await ownSession(app.db, user.id, request.params.sessionId);
      const answer = await findAnswer(app.db, session.id, request.params.answerId);
      if (!answer) throw new AppError(404, 'NOT_FOUND');
      if (answer.state !== 'streaming') return { stopped: false };
      await app.llm.stops.stop(request.params.answerId);
      return { stopped: true };
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
      const { user } = requireCaller(request);
      assertSelf(request.params.userId, user.id);
      const { id, sessionId } = request.params;
      return { deleted: await deleteTurn(app.db, user.id, id, sessionId) };
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
      deleted: await deleteTurn(
        app.db,
        requireCaller(request).user.id,
        request.params.completionId,
      ),
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
        response: { 200: chatAttachmentSchema, ...chatErrors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { name, bytes } = await readAttachment(request);
      return saveAttachment(
        app.db,
        app.storage,
        { orgId: user.currentOrgId, userId: user.id },
        name,
        bytes,
      );
    },
  );
};

export default chatCompletionRoutes;
