import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackQuerySchema,
  apiErrorSchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackReplyBodySchema,
  feedbackSchema,
} from '@miaoyu/contracts';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { allFeedback, closeFeedback, replyToFeedback } from '../feedback/service';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

/** Platform admins list, filter, reply to and close feedback. */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePlatformAdmin);

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
      return allFeedback(app.db, { status, type }, offset, limit);
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
        requireCaller(request).user.id,
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
      closeFeedback(app.db, requireCaller(request).user.id, BigInt(request.params.feedbackId)),
  );
};

export default adminFeedbackRoutes;
