import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, systemStatusSchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { requirePlatformAdmin } from '../../plugins/auth';
import { systemStatus } from './service';

/** Platform administration: visible to platform role `admin` only. */
const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePlatformAdmin);

  app.get(
    '/v1/admin/system',
    {
      schema: {
        tags: ['admin'],
        security: [{ studioToken: [] }],
        summary: 'Platform status and running configuration (secrets masked)',
        response: { 200: systemStatusSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => systemStatus(app, config),
  );
};

export default adminRoutes;
