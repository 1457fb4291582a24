import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workplaceOverviewSchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { workplaceOverview } from './service';

/** The workplace dashboard's figures for the caller's current organisation. */
const workplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/workplace/overview',
    {
      schema: {
        tags: ['workplace'],
        security: [{ studioToken: [] }],
        summary: 'Figures, 30-day message chart, recent conversations and announcements',
        response: { 200: workplaceOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => workplaceOverview(app.db, requireCaller(request)),
  );
};

export default workplaceRoutes;
