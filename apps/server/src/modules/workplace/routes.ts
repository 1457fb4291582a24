import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, workplaceOverviewSchema } from '@miaoyu/contracts';
import { requireCaller } from '../../plugins/auth';
import { workplaceOverview } from './service';

/** The workplace dashboard's figures for the caller's current organisation. */
const workplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/workplace/overview',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['workplace'],
        security: [{ studioToken: [] }],
        summary: 'Figures, 30-day message chart, recent conversations and announcements',
        response: { 200: workplaceOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      return workplaceOverview(app.db, { orgId: user.currentOrgId, userId: user.id });
    },
  );
};

export default workplaceRoutes;
