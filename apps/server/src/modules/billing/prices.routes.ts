/** Platform admins: the price table of model tokens in points. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pointPriceInputSchema,
  pointPriceListSchema,
  pointPriceParamsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { listPrices, removePrice, setPrice } from './prices.service';

const errors = errorResponses(400, 401, 403, 404, 422, 429);
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuses before the body is validated; each service checks the role again.
  app.addHook('onRequest', requirePlatformAdmin);

  app.get(
    '/v1/admin/point-prices',
    {
      schema: {
        ...doc,
        summary: 'What each model’s tokens cost in points (per million; `*` for the others)',
        response: { 200: pointPriceListSchema, ...errors },
      },
    },
    async (request) => listPrices(app, requireCaller(request)),
  );

  app.put(
    '/v1/admin/point-prices',
    {
      schema: {
        ...doc,
        summary: 'Set a model’s price in points per million tokens; audited',
        body: pointPriceInputSchema,
        response: { 200: pointPriceListSchema, ...errors },
      },
    },
    async (request) => setPrice(app, requireCaller(request), request.body),
  );

  app.delete(
    '/v1/admin/point-prices/:priceId',
    {
      schema: {
        ...doc,
        summary: 'Remove a model’s own price (the default `*` stays); audited',
        params: pointPriceParamsSchema,
        response: { 200: pointPriceListSchema, ...errors },
      },
    },
    async (request) => removePrice(app, requireCaller(request), BigInt(request.params.priceId)),
  );
};

export default priceRoutes;
