import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema, readyAnswerSchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: healthAnswerSchema, ...errorResponses() } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: { 200: readyAnswerSchema, 503: readyAnswerSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};

export default healthRoutes;
