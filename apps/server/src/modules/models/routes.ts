import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createModelProviderSchema,
  modelProviderListSchema,
  modelProviderParamsSchema,
  modelProviderSchema,
  orgIdParamsSchema,
  testModelProviderResultSchema,
  testModelProviderSchema,
  updateModelProviderSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { memberAccess, requireOrgPermission } from '../orgs/access';
import { testConnection } from './connection-test';
import {
  checkBaseUrl,
  createProvider,
  deleteProvider,
  listProviders,
  providerSecrets,
  updateProvider,
} from './providers.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const doc = { tags: ['models'], security: [{ studioToken: [] }] };
const providerParams = orgIdParamsSchema.extend(modelProviderParamsSchema.shape);

/** An organisation's model providers: members read them, owners and admins change them. */
const modelRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { box, limits } = app.llm;
  const manage = (orgId: string, userId: bigint) =>
    requireOrgPermission(app.db, BigInt(orgId), userId, 'model:manage');

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
    async (request) => {
      const { user } = requireCaller(request);
      const { org } = await memberAccess(app.db, BigInt(request.params.orgId), user.id);
      return { list: await listProviders(app.db, org.id) };
    },
  );

  app.post(
    '/v1/orgs/:orgId/model-providers',
    {
      schema: {
        ...doc,
        summary: 'Add a model provider (owners and admins)',
        params: orgIdParamsSchema,
        body: createModelProviderSchema,
        response: { 200: modelProviderSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { org } = await manage(request.params.orgId, user.id);
      return createProvider(app.db, box, limits.allowedHosts, org.id, user.id, request.body);
    },
  );

  app.put(
    '/v1/orgs/:orgId/model-providers/:providerId',
    {
      schema: {
        ...doc,
        summary: 'Change a model provider; an omitted apiKey keeps the stored one',
        params: providerParams,
        body: updateModelProviderSchema,
        response: { 200: modelProviderSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { org } = await manage(request.params.orgId, user.id);
      const id = BigInt(request.params.providerId);
      return updateProvider(app.db, box, limits.allowedHosts, org.id, id, request.body);
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
      const { user } = requireCaller(request);
      const { org } = await manage(request.params.orgId, user.id);
      await deleteProvider(app.db, org.id, BigInt(request.params.providerId));
      return { id: request.params.providerId };
    },
  );

  app.post(
    '/v1/orgs/:orgId/model-providers/test',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...doc,
        summary: 'Test connection: a saved provider, or unsaved settings (with a saved key)',
        params: orgIdParamsSchema,
        body: testModelProviderSchema,
        response: { 200: testModelProviderResultSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { org } = await manage(request.params.orgId, user.id);
      const { providerId, model } = request.body;
      const saved = providerId
        ? await providerSecrets(app.db, box, org.id, BigInt(providerId))
        : null;
      const baseUrl = request.body.baseUrl ?? saved?.baseUrl;
      if (!baseUrl)
        throw new AppError(422, 'VALIDATION_FAILED', {}, [
          { loc: ['body', 'baseUrl'], msg: 'validation.baseUrl' },
        ]);
      await checkBaseUrl(baseUrl, limits.allowedHosts);
      const target = {
        ref: 'test',
        model,
        providerName: 'test',
        baseUrl,
        apiKey: request.body.apiKey ?? saved?.apiKey ?? '',
        vision: false,
        contextSize: 8192,
        checkHost: true,
      };
      return testConnection(target, limits, request.locale);
    },
  );
};

export default modelRoutes;
