import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerCorrectionParamsSchema,
  answerCorrectionResultSchema,
  answerCorrectionSchema,
  botLogListSchema,
  botLogQuerySchema,
  botLogStatsSchema,
  conversationMessageListSchema,
  inboxConversationParamsSchema,
  inboxParamsSchema,
} from '@miaoyu/contracts/bot';
import { z } from 'zod';
import type { Config } from '../../../config';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { MANAGE_HELPERS } from '../../helpers';
import { knowledgeLimits } from '../../knowledge';
import { orgPermissionGate } from '../../orgs';
import { correctAnswer, exportLogs, logMessages, logs, logStats } from './logs.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const doc = { tags: ['bot logs'], security: [{ studioToken: [] }] };
const filterQuery = botLogQuerySchema.omit({ offset: true, limit: true });

/** The logs of the org's bots, for its owners and admins. */
const botLogRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const base = '/v1/orgs/:orgId/bot-logs';
  const limits = knowledgeLimits(config);

  app.get(
    base,
    {
      schema: {
        ...doc,
        summary: 'Visitor conversations, newest first, with their counts',
        params: inboxParamsSchema,
        querystring: botLogQuerySchema,
        response: { 200: botLogListSchema, ...errors },
      },
    },
    async (request) =>
      logs(app, requireCaller(request), BigInt(request.params.orgId), request.query),
  );

  app.get(
    `${base}/stats`,
    {
      schema: {
        ...doc,
        summary: 'Per day: conversations, questions, likes, dislikes, handoffs',
        params: inboxParamsSchema,
        querystring: filterQuery,
        response: { 200: botLogStatsSchema, ...errors },
      },
    },
    async (request) =>
      logStats(app, requireCaller(request), BigInt(request.params.orgId), request.query),
  );

  app.get(
    `${base}/export`,
    {
      schema: {
        ...doc,
        summary: 'The picked conversations as CSV, one line per message (UTF-8 with a BOM)',
        params: inboxParamsSchema,
        querystring: filterQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportLogs(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bot-logs.csv"')
        .send(csv);
    },
  );

  app.get(
    `${base}/:sessionId/messages`,
    {
      schema: {
        ...doc,
        summary: "A conversation's messages with their ratings",
        params: inboxConversationParamsSchema,
        response: { 200: conversationMessageListSchema, ...errors },
      },
    },
    async (request) =>
      logMessages(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        BigInt(request.params.sessionId),
      ),
  );

  app.post(
    `${base}/messages/:messageId/correction`,
    {
      preValidation: orgPermissionGate(app.db, MANAGE_HELPERS),
      schema: {
        ...doc,
        summary: "Correct an answer into a dataset's Q&A",
        params: answerCorrectionParamsSchema,
        body: answerCorrectionSchema,
        response: { 200: answerCorrectionResultSchema, ...errors },
      },
    },
    async (request) =>
      correctAnswer(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        BigInt(request.params.messageId),
        request.body,
        limits,
      ),
  );
};

export default botLogRoutes;
