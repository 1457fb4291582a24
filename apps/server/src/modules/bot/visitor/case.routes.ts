import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema, stopAnswerResultSchema } from '@miaoyu/contracts';
import {
  botKeyQuerySchema,
  completionFeedbackParamsSchema,
  conversationMessageListSchema,
  conversationStatusResultSchema,
  feedbackResultSchema,
  suggestedQuestionsRequestSchema,
  suggestedQuestionsSchema,
  visitorAskSchema,
  visitorConversationListSchema,
  visitorConversationSchema,
  visitorEventsQuerySchema,
  visitorFeedbackSchema,
  visitorFileSchema,
  visitorMessagesQuerySchema,
  visitorSessionParamsSchema,
} from '@miaoyu/contracts/bot';
import type { Config } from '../../../config';
import { errorResponses } from '../../../lib/error-responses';
import { AppError, tooManyRequests } from '../../../lib/errors';
import { clientAddressKey } from '../../../plugins/rate-limit';
import { findAnswer, streamAnswer } from '../../conversation';
import { maySuggest } from './bot-access';
import { requireVisitor, type caseGates } from './case-gate';
import { reserveStream, streamConversation } from '../live/live-stream';
import { messagePage } from '../messages.repo';
import { listVisitorSessions } from '../sessions.repo';
import { suggestQuestions } from './suggestions';
import { receiveVisitorFile } from './visitor-files';
import {
  rateCompletion,
  requestPerson,
  startConversation,
  visitorQuestion,
  visitorSession,
} from './visitor.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 429);
const doc = { tags: ['case'], security: [{ visitorToken: [] }] };
/** Live streams one visitor, and one address, may hold open on an instance. */
const VISITOR_STREAMS_MAX = 5;
const ADDRESS_STREAMS_MAX = 50;

/** The visitor's side of a bot (spec §7 `case/*`): no sign-in, a key and a signed visitor id. */
const caseRoutes: FastifyPluginAsyncZod<{
  config: Config;
  gate: ReturnType<typeof caseGates>;
}> = async (app, { config, gate }) => {
  const perAddress = { rateLimit: { max: config.PUBLIC_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/v1/case/sessions',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: "The visitor's conversations with the bot, newest first",
        querystring: botKeyQuerySchema,
        response: { 200: visitorConversationListSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      return { list: await listVisitorSessions(app.db, visitor, bot.helper.id) };
    },
  );

  app.post(
    '/v1/case/sessions',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Start a conversation',
        querystring: botKeyQuerySchema,
        response: { 200: visitorConversationSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      return startConversation(app, bot, visitor, request.locale);
    },
  );

  app.get(
    '/v1/case/sessions/:sessionId/messages',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Messages of a conversation, oldest first, paging back with `before`',
        params: visitorSessionParamsSchema,
        querystring: visitorMessagesQuerySchema,
        response: { 200: conversationMessageListSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      const session = await visitorSession(app, bot, visitor, request.params.sessionId);
      return messagePage(app.db, session.id, request.query);
    },
  );

  app.post(
    '/v1/case/sessions/:sessionId/completions',
    {
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Ask: the bot answers with Server-Sent Events (a person holding it reads it)',
        params: visitorSessionParamsSchema,
        querystring: botKeyQuerySchema,
        body: visitorAskSchema,
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) =>
      streamAnswer(reply, (upstream) =>
        visitorQuestion(app, config, request, request.params.sessionId, request.body, upstream),
      ),
  );

  app.post(
    '/v1/case/sessions/:sessionId/completions/:answerId/stop',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Stop an answer being written',
        params: visitorSessionParamsSchema.extend({ answerId: idSchema }),
        querystring: botKeyQuerySchema,
        response: { 200: stopAnswerResultSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      const session = await visitorSession(app, bot, visitor, request.params.sessionId);
      const answer = await findAnswer(app.db, session.id, request.params.answerId);
      if (!answer) throw new AppError(404, 'NOT_FOUND');
      if (answer.state !== 'streaming') return { stopped: false };
      await app.llm.stops.stop(request.params.answerId);
      return { stopped: true };
    },
  );

  app.post(
    '/v1/case/sessions/:sessionId/handoff',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Ask for a person: the conversation waits in the team inbox',
        params: visitorSessionParamsSchema,
        querystring: botKeyQuerySchema,
        response: { 200: conversationStatusResultSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      return requestPerson(app, bot, visitor, request.params.sessionId);
    },
  );

  app.get(
    '/v1/case/sessions/:sessionId/events',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'The conversation live: messages after `after`, then new ones and status changes',
        params: visitorSessionParamsSchema,
        querystring: visitorEventsQuerySchema,
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const { bot, visitor } = requireVisitor(request);
      const session = await visitorSession(app, bot, visitor, request.params.sessionId);
      // A few tabs of a visitor, a few dozen visitors of an address: not hundreds of streams
      // each re-reading the database. A refused reservation's reply frees the one before it.
      const address = `address:${clientAddressKey(request.ip)}`;
      if (
        !reserveStream(reply, `visitor:${bot.key.id}:${visitor.visitorId}`, VISITOR_STREAMS_MAX) ||
        !reserveStream(reply, address, ADDRESS_STREAMS_MAX)
      )
        throw tooManyRequests('RATE_LIMITED', 15);
      return streamConversation(app, reply, visitor.orgId, session.id, BigInt(request.query.after));
    },
  );

  app.post(
    '/v1/case/fileId',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Send an image or a text file (checked by its content)',
        querystring: botKeyQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: visitorFileSchema, ...errors },
      },
    },
    async (request) => receiveVisitorFile(app, config, request, requireVisitor(request)),
  );

  app.post(
    '/v1/case/qa',
    {
      config: perAddress,
      onRequest: gate.visitor,
      schema: {
        ...doc,
        summary: 'Questions the visitor might ask next',
        querystring: botKeyQuerySchema,
        body: suggestedQuestionsRequestSchema,
        response: { 200: suggestedQuestionsSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      const questions = await suggestQuestions(app, config, bot, visitor, {
        sessionId: request.body.sessionId,
        locale: request.locale,
        mayAskModel: () =>
          maySuggest(app, request, bot, visitor, config.VISITOR_IP_RATE_PER_MINUTE),
      });
      return { questions };
    },
  );

  app.post(
    '/v1/case/completions/:completionId/feedback',
    {
      config: perAddress,
      onRequest: gate.staticAuthorization,
      schema: {
        ...doc,
        summary: 'Like or dislike an answer (form-encoded; the fixed static authorization)',
        params: completionFeedbackParamsSchema,
        querystring: botKeyQuerySchema,
        body: visitorFeedbackSchema,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: feedbackResultSchema, ...errors },
      },
    },
    async (request) => {
      const { bot, visitor } = requireVisitor(request);
      const { rating, reason } = request.body;
      return rateCompletion(app, bot, visitor, request.params.completionId, rating, reason);
    },
  );
};

export default caseRoutes;
