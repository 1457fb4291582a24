/** Plans and subscriptions: the plans on offer, an organisation's subscription, admins' plans. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingStatusSchema,
  createPlanSchema,
  orgIdParamsSchema,
  planListSchema,
  planParamsSchema,
  planSchema,
  setOrgPlanSchema,
  subscriptionSchema,
  updatePlanSchema,
  updateSubscriptionSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { orgMemberGate, orgPermissionGate } from '../orgs';
import {
  changeSubscription,
  createPlan,
  getSubscription,
  listPlans,
  setOrgPlan,
  updatePlan,
} from './plans.service';

const errors = errorResponses(400, 401, 403, 404, 422, 429);
const doc = { tags: ['billing'], security: [{ studioToken: [] }] };
const adminDoc = { tags: ['admin'], security: [{ studioToken: [] }] };

const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { onRequest: requirePlatformAdmin };

  app.get(
    '/v1/billing',
    {
      schema: {
        ...doc,
        summary: 'Whether this platform sells plans (off: no limits, points or billing pages)',
        response: { 200: billingStatusSchema, ...errors },
      },
    },
    async (request) => {
      requireCaller(request);
      return { enabled: app.plans.enabled };
    },
  );

  app.get(
    '/v1/plans',
    {
      schema: {
        ...doc,
        summary: 'The plans on offer',
        response: { 200: planListSchema, ...errors },
      },
    },
    async (request) => listPlans(app, requireCaller(request)),
  );

  app.get(
    '/v1/orgs/:orgId/subscription',
    {
      preValidation: orgMemberGate(app.db),
      schema: {
        ...doc,
        summary: "The organisation's plan, period, limits as they stand and points",
        params: orgIdParamsSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => getSubscription(app, requireCaller(request), BigInt(request.params.orgId)),
  );

  app.patch(
    '/v1/orgs/:orgId/subscription',
    {
      preValidation: orgPermissionGate(app.db, 'billing:manage'),
      schema: {
        ...doc,
        summary: 'Cancel or resume the plan, or choose a cheaper one for after the period; audited',
        params: orgIdParamsSchema,
        body: updateSubscriptionSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      changeSubscription(app, requireCaller(request), BigInt(request.params.orgId), request.body),
  );

  app.get(
    '/v1/admin/plans',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Every plan, retired ones too',
        response: { 200: planListSchema, ...errors },
      },
    },
    async (request) => listPlans(app, requireCaller(request), true),
  );

  app.post(
    '/v1/admin/plans',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Define a plan: prices in fen, points a month, limits (null: none); audited',
        body: createPlanSchema,
        response: { 200: planSchema, ...errors },
      },
    },
    async (request) => createPlan(app, requireCaller(request), request.body),
  );

  app.patch(
    '/v1/admin/plans/:planId',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Change a plan (the free one stays free and offered); audited',
        params: planParamsSchema,
        body: updatePlanSchema,
        response: { 200: planSchema, ...errors },
      },
    },
    async (request) =>
      updatePlan(app, requireCaller(request), BigInt(request.params.planId), request.body),
  );

  app.put(
    '/v1/admin/orgs/:orgId/subscription',
    {
      ...adminOnly,
      schema: {
        ...adminDoc,
        summary: 'Put an organisation on a plan from now, for one period; audited',
        params: orgIdParamsSchema,
        body: setOrgPlanSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) =>
      setOrgPlan(app, requireCaller(request), BigInt(request.params.orgId), request.body),
  );
};

export default planRoutes;
