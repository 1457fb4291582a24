import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  helperCategoryListSchema,
  helperCodeParamsSchema,
  publicHelperListQuerySchema,
  publicHelperListSchema,
  publicHelperSchema,
  teamCodeParamsSchema,
  teamHelperListQuerySchema,
  teamHelperListSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { getPublic, listCategories, listPublic, listTeam } from './public.service';

const doc = { tags: ['helpers'] };
const errors = errorResponses(400, 404, 422, 429);
/** The public square, open without sign-in (see the public-access policy). */
const publicHelperRoutes: FastifyPluginAsyncZod<{ ratePerMinute: number }> = async (
  app,
  { ratePerMinute },
) => {
  // Anyone may browse, so each address is limited (across instances when Redis is configured).
  const perAddress = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } };
  app.get(
    '/v1/public/helpers',
    {
      config: perAddress,
      schema: {
        ...doc,
        summary: 'Public helpers: search, filter by kind, category or tag; most used or newest',
        querystring: publicHelperListQuerySchema,
        response: { 200: publicHelperListSchema, ...errors },
      },
    },
    async (request) => listPublic(app, request.query),
  );

  app.get(
    '/v1/public/helpers/:code',
    {
      config: perAddress,
      schema: {
        ...doc,
        summary: "A public helper's profile by its code",
        params: helperCodeParamsSchema,
        response: { 200: publicHelperSchema, ...errors },
      },
    },
    async (request) => getPublic(app, request.params.code),
  );

  app.get(
    '/v1/public/teams/:code/helpers',
    {
      config: perAddress,
      schema: {
        ...doc,
        summary: "A team's page by its public code: its public helpers, most used first",
        params: teamCodeParamsSchema,
        querystring: teamHelperListQuerySchema,
        response: { 200: teamHelperListSchema, ...errors },
      },
    },
    async (request) => listTeam(app, request.params.code, request.query),
  );

  app.get(
    '/v1/public/helper-categories',
    {
      config: perAddress,
      schema: {
        ...doc,
        summary: 'The categories of the public square, most helpers first',
        response: { 200: helperCategoryListSchema, ...errors },
      },
    },
    async () => listCategories(app),
  );
};

export default publicHelperRoutes;
