import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileCodeParamsSchema, fileQuerySchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { readFile } from './service';

/** Serves uploaded files to those who may see them. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/files/:code',
    {
      schema: {
        tags: ['files'],
        security: [{ studioToken: [] }],
        params: fileCodeParamsSchema,
        querystring: fileQuerySchema,
        summary: 'An uploaded file (image bytes); `w` asks for an image no wider, as WebP',
        response: {
          200: z.any().meta({ description: 'The file bytes, typed by Content-Type' }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const file = await readFile(
        app.db,
        app.storage,
        app.filePurposes,
        request.params.code,
        async () => {
          await app.authenticate(request);
          return requireCaller(request).user;
        },
        request.query.w === undefined ? undefined : Number(request.query.w),
      );
      return reply
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
};

export default fileRoutes;
