import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  firstStepsSchema,
  setFirstStepsSchema,
  workplaceOverviewSchema,
  workplaceQuerySchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { firstSteps, setFirstStepsShown } from './first-steps.service';
import { workplaceOverview } from './service';

/** The workplace dashboard's figures and first steps for the caller's current organisation. */
const workplaceRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/v1/workplace/overview',
    {
      schema: {
        tags: ['workplace'],
        security: [{ studioToken: [] }],
        summary: 'Figures, 30-day message chart, recent conversations and announcements',
        querystring: workplaceQuerySchema,
        response: { 200: workplaceOverviewSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      workplaceOverview(app.db, requireCaller(request), request.query.timeZone, request.locale),
  );

  app.get(
    '/v1/workplace/first-steps',
    {
      schema: {
        tags: ['workplace'],
        security: [{ studioToken: [] }],
        summary: "The first-steps checklist, ticked from what the caller's current team has",
        response: { 200: firstStepsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => firstSteps(app, config, requireCaller(request)),
  );

  app.put(
    '/v1/workplace/first-steps',
    {
      schema: {
        tags: ['workplace'],
        security: [{ studioToken: [] }],
        summary: 'Put the checklist away (or bring it back) for the caller in their current team',
        body: setFirstStepsSchema,
        response: { 200: firstStepsSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      setFirstStepsShown(app, config, requireCaller(request), request.body.dismissed),
  );
};

export default workplaceRoutes;
