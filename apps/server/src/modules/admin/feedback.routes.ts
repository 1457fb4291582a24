import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackQuerySchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackReplyBodySchema,
  feedbackSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { allFeedback, closeFeedback, replyToFeedback } from '../feedback';

const errors = errorResponses(401, 403, 404, 422);
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

/** Platform admins list, filter, reply to and close feedback. */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuses before the body is validated; each service checks the role again.
  app.addHook('onRequest', requirePlatformAdmin);

  app.get(
    '/v1/admin/feedbacks',
    {
      schema: {
        ...doc,
        querystring: adminFeedbackQuerySchema,
        response: { 200: feedbackListSchema, ...errors },
      },
    },
    async (request) => {
      const { offset, limit, status, type } = request.query;
      return allFeedback(app.db, requireCaller(request), { status, type }, { offset, limit });
    },
  );

  app.post(
    '/v1/admin/feedbacks/:feedbackId/replies',
    {
      schema: {
        ...doc,
        params: feedbackParamsSchema,
        body: feedbackReplyBodySchema,
        response: { 200: feedbackSchema, ...errors },
      },
    },
    async (request) =>
      replyToFeedback(
        app.db,
        requireCaller(request),
        BigInt(request.params.feedbackId),
        request.body.content,
      ),
  );

  app.post(
    '/v1/admin/feedbacks/:feedbackId/close',
    {
      schema: {
        ...doc,
        params: feedbackParamsSchema,
        response: { 200: feedbackSchema, ...errors },
      },
    },
    async (request) =>
      closeFeedback(app.db, requireCaller(request), BigInt(request.params.feedbackId)),
  );
};

export default adminFeedbackRoutes;
