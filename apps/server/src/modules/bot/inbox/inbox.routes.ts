import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@miaoyu/contracts';
import {
  agentReplySchema,
  conversationEventsQuerySchema,
  conversationMessageListSchema,
  conversationMessageSchema,
  inboxConversationParamsSchema,
  inboxConversationSchema,
  inboxCountsSchema,
  inboxListSchema,
  inboxParamsSchema,
  inboxQuerySchema,
} from '@miaoyu/contracts/bot';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import { tooManyRequests } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { requireCaller } from '../../../plugins/auth';
import { SseStream, sendEventStream } from '../../conversation';
import { orgPermissionGate } from '../../orgs';
import {
  countBoxes,
  getConversation,
  HANDLE_INBOX,
  listBox,
  moveConversation,
  readConversation,
  replyToVisitor,
  requireConversation,
  takeConversation,
} from './inbox.service';
import { followTopic, reserveStream, streamConversation } from '../live/live-stream';
import { inboxTopic } from '../live/topics';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const doc = { tags: ['inbox'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; sessionId: string }) =>
  [BigInt(p.orgId), BigInt(p.sessionId)] as const;
/**
 * Live streams one account may hold open on an instance: an inbox and a conversation in each of
 * a few tabs, not hundreds of streams each re-reading the database (as visitors are held).
 */
const ACCOUNT_STREAMS_MAX = 20;

/** Counts the stream against the caller's allowance until it closes; 429 when it is full. */
function reserveCallerStream(reply: FastifyReply, caller: Caller): void {
  if (!reserveStream(reply, `user:${caller.user.id}`, ACCOUNT_STREAMS_MAX))
    throw tooManyRequests('RATE_LIMITED', 15);
}

const pageQuery = z.object({
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(30),
});

/** The team inbox of visitor conversations handed to people (`inbox:handle`). */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/orgs/:orgId/inbox';
  const gate = orgPermissionGate(app.db, HANDLE_INBOX);

  app.get(
    base,
    {
      schema: {
        ...doc,
        summary: 'Conversations waiting for a person, held by the caller, or closed',
        params: inboxParamsSchema,
        querystring: inboxQuerySchema,
        response: { 200: inboxListSchema, ...errors },
      },
    },
    async (request) => {
      const { box, offset, limit } = request.query;
      return listBox(app, requireCaller(request), BigInt(request.params.orgId), box, {
        offset,
        limit,
      });
    },
  );

  app.get(
    `${base}/counts`,
    {
      schema: {
        ...doc,
        summary: "Waiting conversations, the caller's own, and their unread messages",
        params: inboxParamsSchema,
        response: { 200: inboxCountsSchema, ...errors },
      },
    },
    async (request) => countBoxes(app, requireCaller(request), BigInt(request.params.orgId)),
  );

  app.get(
    `${base}/events`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'The inbox live: `changed` names each conversation that changed',
        params: inboxParamsSchema,
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const orgId = BigInt(request.params.orgId);
      reserveCallerStream(reply, requireCaller(request));
      const sse = new SseStream();
      followTopic(app, reply, sse, inboxTopic(orgId), async (sessionId) => {
        if (sessionId) sse.sendLive('changed', { sessionId });
      });
      return sendEventStream(reply, sse);
    },
  );

  app.get(
    `${base}/:sessionId`,
    {
      schema: {
        ...doc,
        summary: 'One conversation of the inbox',
        params: inboxConversationParamsSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    async (request) => getConversation(app, requireCaller(request), ...ids(request.params)),
  );

  app.get(
    `${base}/:sessionId/messages`,
    {
      schema: {
        ...doc,
        summary: 'Messages, oldest first, paging back with `before`; its holder has read them',
        params: inboxConversationParamsSchema,
        querystring: pageQuery,
        response: { 200: conversationMessageListSchema, ...errors },
      },
    },
    async (request) =>
      readConversation(app, requireCaller(request), ...ids(request.params), request.query),
  );

  app.get(
    `${base}/:sessionId/events`,
    {
      schema: {
        ...doc,
        summary: 'The conversation live: messages after `after`, then new ones and status changes',
        params: inboxConversationParamsSchema,
        querystring: conversationEventsQuerySchema,
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const [orgId, sessionId] = ids(request.params);
      const caller = requireCaller(request);
      await requireConversation(app, caller, orgId, sessionId);
      reserveCallerStream(reply, caller);
      return streamConversation(app, reply, orgId, sessionId, BigInt(request.query.after));
    },
  );

  app.post(
    `${base}/:sessionId/take`,
    {
      schema: {
        ...doc,
        summary: 'Take the conversation: the bot goes quiet, the caller answers',
        params: inboxConversationParamsSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    async (request) => takeConversation(app, requireCaller(request), ...ids(request.params)),
  );

  app.post(
    `${base}/:sessionId/reply`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Reply to the visitor (taking the conversation if nobody holds it)',
        params: inboxConversationParamsSchema,
        body: agentReplySchema,
        response: { 200: conversationMessageSchema, ...errors },
      },
    },
    async (request) =>
      replyToVisitor(app, requireCaller(request), ...ids(request.params), request.body.content),
  );

  app.post(
    `${base}/:sessionId/release`,
    {
      schema: {
        ...doc,
        summary: 'Hand the conversation back to the bot',
        params: inboxConversationParamsSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    async (request) => moveConversation(app, requireCaller(request), ...ids(request.params), 'bot'),
  );

  app.post(
    `${base}/:sessionId/close`,
    {
      schema: {
        ...doc,
        summary: 'Close the conversation',
        params: inboxConversationParamsSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    async (request) =>
      moveConversation(app, requireCaller(request), ...ids(request.params), 'closed'),
  );
};

export default inboxRoutes;
