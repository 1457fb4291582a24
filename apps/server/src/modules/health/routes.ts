import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema, readyAnswerSchema } from '@miaoyu/contracts';
import { codeSchemaVersion } from '../../db/schema-version';
import { errorResponses } from '../../lib/error-responses';

/**
 * Liveness (the process answers, no I/O: a slow database must not get the process restarted)
 * and readiness (database, jobs, not draining: whether to send this instance work).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = codeSchemaVersion();
  app.get(
    '/livez',
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
      const jobs = app.jobs.running;
      const draining = app.lifecycle.draining;
      const ready = up && jobs && !draining;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database: up ? 'up' : 'down',
        jobs: jobs ? 'running' : 'stopped',
        schema,
        draining,
      });
    },
  );
};

export default healthRoutes;
