import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createModelProviderSchema,
  listProviderModelsSchema,
  modelProviderListSchema,
  modelProviderParamsSchema,
  modelProviderSchema,
  orgIdParamsSchema,
  providerModelIdsSchema,
  testModelProviderResultSchema,
  testModelProviderSchema,
  updateModelProviderSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { orgPermissionGate } from '../orgs';
import {
  createProvider,
  deleteProvider,
  listProviders,
  listServiceModels,
  testProvider,
  updateProvider,
} from './providers.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const upstreamErrors = errorResponses(400, 401, 403, 404, 422, 429, 502, 504);
const doc = { tags: ['models'], security: [{ studioToken: [] }] };
const providerParams = orgIdParamsSchema.extend(modelProviderParamsSchema.shape);

/** An organisation's model providers: members read them, owners and admins change them. */
const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuses callers without the right before their body is validated; the services check again.
  const gate = orgPermissionGate(app.db, 'model:manage');

  app.get(
    '/v1/orgs/:orgId/model-providers',
    {
      schema: {
        ...doc,
        summary: "The organisation's model providers (keys never included)",
        params: orgIdParamsSchema,
        response: { 200: modelProviderListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listProviders(app, requireCaller(request), BigInt(request.params.orgId)),
    }),
  );

  app.post(
    '/v1/orgs/:orgId/model-providers',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Add a model provider (owners and admins)',
        params: orgIdParamsSchema,
        body: createModelProviderSchema,
        response: { 200: modelProviderSchema, ...errors },
      },
    },
    async (request) =>
      createProvider(app, requireCaller(request), BigInt(request.params.orgId), request.body),
  );

  app.put(
    '/v1/orgs/:orgId/model-providers/:providerId',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Change a model provider; an omitted apiKey keeps the stored one',
        params: providerParams,
        body: updateModelProviderSchema,
        response: { 200: modelProviderSchema, ...errors },
      },
    },
    async (request) => {
      const { orgId, providerId } = request.params;
      const caller = requireCaller(request);
      return updateProvider(app, caller, BigInt(orgId), BigInt(providerId), request.body);
    },
  );

  app.delete(
    '/v1/orgs/:orgId/model-providers/:providerId',
    {
      schema: {
        ...doc,
        summary: 'Remove a model provider',
        params: providerParams,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { orgId, providerId } = request.params;
      await deleteProvider(app, requireCaller(request), BigInt(orgId), BigInt(providerId));
      return { id: providerId };
    },
  );

  app.post(
    '/v1/orgs/:orgId/model-providers/test',
    {
      preValidation: gate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...doc,
        summary: 'Test connection: a saved provider, or unsaved settings (with a saved key)',
        params: orgIdParamsSchema,
        body: testModelProviderSchema,
        response: { 200: testModelProviderResultSchema, ...errors },
      },
    },
    async (request) =>
      testProvider(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
        request.locale,
      ),
  );

  app.post(
    '/v1/orgs/:orgId/model-providers/models',
    {
      preValidation: gate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...doc,
        summary:
          "The models a service offers (GET {baseUrl}/models): a saved provider's or unsaved settings",
        params: orgIdParamsSchema,
        body: listProviderModelsSchema,
        response: { 200: providerModelIdsSchema, ...upstreamErrors },
      },
    },
    async (request) => ({
      list: await listServiceModels(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
      ),
    }),
  );
};

export default modelRoutes;
