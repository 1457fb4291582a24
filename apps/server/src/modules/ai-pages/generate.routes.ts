/**
 * Spec §7: `POST /v1/subscribe/html` writes a page (a stream, through the conversation engine)
 * and `POST /v1/subscribe/html/share?shareId=` shares one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiPageGenerateRequestSchema,
  aiShareCreateRequestSchema,
  aiShareQuerySchema,
  aiShareSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { streamAnswer } from '../conversation';
import { preparePageWriting } from './generate.service';
import { createShare } from './shares.service';
import type { StudioOrigin } from './studio-origin';

const doc = { tags: ['ai-pages'], security: [{ studioToken: [] }] };

const generateRoutes: FastifyPluginAsyncZod<{
  config: Config;
  studioOrigin: StudioOrigin;
}> = async (app, { config, studioOrigin }) => {
  app.post(
    '/v1/subscribe/html',
    {
      // A page is written by a model as a chat answer is: limited per user as the chat is.
      config: { rateLimit: perUserPerMinute('chat', config.CHAT_RATE_PER_MINUTE) },
      preValidation: async (request) => void requireCaller(request),
      schema: {
        ...doc,
        summary:
          "Write a page, or change one (pageId): the chat's events (start, delta…), then page and done, or error",
        body: aiPageGenerateRequestSchema,
        produces: ['text/event-stream'],
        response: errorResponses(400, 401, 403, 404, 409, 413, 422, 429),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      return streamAnswer(reply, (upstream) =>
        preparePageWriting(app, config, caller, request.body, request.locale, upstream),
      );
    },
  );

  app.post(
    '/v1/subscribe/html/share',
    {
      preValidation: async (request) => void requireCaller(request),
      schema: {
        ...doc,
        summary: 'Share a version of the page `shareId` by a link (optional password and expiry)',
        querystring: aiShareQuerySchema,
        body: aiShareCreateRequestSchema,
        response: { 200: aiShareSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) =>
      createShare(
        app.db,
        requireCaller(request),
        BigInt(request.query.shareId),
        request.body,
        studioOrigin(request),
      ),
  );
};

export default generateRoutes;
