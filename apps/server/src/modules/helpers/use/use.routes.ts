import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defaultHelperSchema,
  helperCodeParamsSchema,
  orgIdParamsSchema,
  helperProfileQuerySchema,
  helperProfileSchema,
  recentHelperListSchema,
  setDefaultHelperSchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionParamsSchema,
  subscriptionResultSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import { type LoadCatalog } from '../manage/service';
import { MANAGE_HELPERS } from '../access';
import {
  defaultHelper,
  helperProfile,
  listSubscriptions,
  recentlyUsed,
  setDefaultHelper,
  subscribe,
  unsubscribe,
} from './use.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['helpers'], security: [{ studioToken: [] }] };

/** A helper's page, recently used helpers, an org's subscriptions and its default AI helper. */
const helperUseRoutes: FastifyPluginAsyncZod<{ loadCatalog: LoadCatalog }> = async (
  app,
  { loadCatalog },
) => {
  const manageGate = orgPermissionGate(app.db, MANAGE_HELPERS);

  app.get(
    '/v1/helpers/code/:code',
    {
      schema: {
        ...doc,
        summary: "A helper's page: any helper the caller may talk with, and what they may do",
        params: helperCodeParamsSchema,
        querystring: helperProfileQuerySchema,
        response: { 200: helperProfileSchema, ...errors },
      },
    },
    async (request) =>
      helperProfile(
        app.db,
        loadCatalog,
        requireCaller(request),
        request.params.code,
        request.query.orgId,
      ),
  );

  app.get(
    '/v1/helpers/recent',
    {
      schema: {
        ...doc,
        summary: 'The helpers the caller talked with lately, newest first',
        response: { 200: recentHelperListSchema, ...errors },
      },
    },
    async (request) => recentlyUsed(app.db, requireCaller(request)),
  );

  app.get(
    '/v1/orgs/:orgId/subscriptions',
    {
      schema: {
        ...doc,
        summary: "Other teams' public helpers the org subscribed to",
        params: orgIdParamsSchema,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (request) =>
      listSubscriptions(
        app.db,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.query,
      ),
  );

  for (const method of ['PUT', 'DELETE'] as const)
    app.route({
      method,
      url: '/v1/orgs/:orgId/subscriptions/:code',
      preValidation: manageGate,
      schema: {
        ...doc,
        summary:
          method === 'PUT'
            ? "Subscribe the org to another team's public helper (owners and admins)"
            : 'Unsubscribe the org (owners and admins)',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionResultSchema, ...errors },
      },
      handler: async (request) => {
        const { orgId, code } = request.params;
        const act = method === 'PUT' ? subscribe : unsubscribe;
        return act(app.db, requireCaller(request), BigInt(orgId), code);
      },
    });

  app.get(
    '/v1/orgs/:orgId/default-helper',
    {
      schema: {
        ...doc,
        summary: "The org's default AI helper, or null until one is picked",
        params: orgIdParamsSchema,
        response: { 200: defaultHelperSchema, ...errors },
      },
    },
    async (request) =>
      defaultHelper(app.db, loadCatalog, requireCaller(request), BigInt(request.params.orgId)),
  );

  app.put(
    '/v1/orgs/:orgId/default-helper',
    {
      preValidation: manageGate,
      schema: {
        ...doc,
        summary: "Pick the org's default AI helper among its team and public ones (or none)",
        params: orgIdParamsSchema,
        body: setDefaultHelperSchema,
        response: { 200: defaultHelperSchema, ...errors },
      },
    },
    async (request) =>
      setDefaultHelper(
        app.db,
        loadCatalog,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body.helperId,
      ),
  );
};

export default helperUseRoutes;
