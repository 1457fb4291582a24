import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        params: z.object({ code: z.string().regex(/^[a-z0-9]{20}$/) }),
        summary: 'An uploaded file (image bytes)',
      },
    },
    async (request, reply) => {
      const file = await readFile(app.db, app.storage, request.params.code, async () => {
        await app.authenticate(request);
        return requireCaller(request).user;
      });
      return reply
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.body);
    },
  );
};

export default fileRoutes;
