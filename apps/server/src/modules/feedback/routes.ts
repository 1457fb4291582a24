import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_MAX_SCREENSHOTS,
  feedbackFieldsSchema,
  feedbackListSchema,
  feedbackPageQuerySchema,
  feedbackSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { readForm } from '../../lib/upload';
import { validationError } from '../../lib/validation';
import { requireCaller } from '../../plugins/auth';
import { createFeedback, myFeedback } from './service';

const errors = errorResponses(400, 401, 403, 413, 415, 422, 429);
const doc = { tags: ['feedback'], security: [{ studioToken: [] }] };

/** Users send feedback (spec §7: form-encoded, here also multipart with screenshots) and read replies. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/feedbacks',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        ...doc,
        summary: 'Send feedback: type, content, contact, up to 3 screenshots',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        response: { 200: feedbackSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const form = request.isMultipart()
        ? await readForm(request, 5 * 1024 * 1024, FEEDBACK_MAX_SCREENSHOTS)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
      const parsed = feedbackFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw validationError(parsed.error, 'body', request.locale);
      return createFeedback(app.db, app.storage, caller, parsed.data, form.files);
    },
  );

  app.get(
    '/v1/feedbacks',
    {
      schema: {
        ...doc,
        summary: 'My feedback and its replies',
        querystring: feedbackPageQuerySchema,
        response: { 200: feedbackListSchema, ...errors },
      },
    },
    async (request) => myFeedback(app.db, requireCaller(request), request.query),
  );
};

export default feedbackRoutes;
