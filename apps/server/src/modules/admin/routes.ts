import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemStatusSchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { systemStatus } from './service';

/** Platform administration: visible to platform role `admin` only. */
const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Refuses before anything else; the service checks the role again.
  app.addHook('onRequest', requirePlatformAdmin);

  app.get(
    '/v1/admin/system',
    {
      schema: {
        tags: ['admin'],
        security: [{ studioToken: [] }],
        summary: 'Platform status and running configuration (secrets masked)',
        response: { 200: systemStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => systemStatus(app, requireCaller(request), config),
  );
};

export default adminRoutes;
