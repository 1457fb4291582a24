import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionCheckSchema,
  okAnswerSchema,
  orgIdParamsSchema,
  saveSignInBodySchema,
  signInSettingsListSchema,
  signInSettingsParamsSchema,
  signInSettingsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { badRequest } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { orgPermissionGate } from '../orgs';
import { checkConnection } from './check.service';
import type { ProviderContext } from './providers/context';
import { listTeamSignIn, removeSignIn, saveSignIn } from './settings.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['sign-in'], security: [{ studioToken: [] }] };

/** A team's sign-in providers, set up by its owners and admins. */
const settingsRoutes: FastifyPluginAsyncZod<{ context: ProviderContext }> = async (
  app,
  { context },
) => {
  const gate = orgPermissionGate(app.db, 'org:manage');

  app.get(
    '/v1/orgs/:orgId/sign-in',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: "The team's sign-in providers (secrets never shown)",
        params: orgIdParamsSchema,
        response: { 200: signInSettingsListSchema, ...errors },
      },
    },
    async (request) =>
      listTeamSignIn(app.db, context, requireCaller(request), BigInt(request.params.orgId)),
  );

  app.put(
    '/v1/orgs/:orgId/sign-in/:provider',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Set up or change one sign-in provider (an empty secret keeps the stored one)',
        params: signInSettingsParamsSchema,
        body: saveSignInBodySchema,
        response: { 200: signInSettingsSchema, ...errors },
      },
    },
    async (request) => {
      if (request.body.provider !== request.params.provider) throw badRequest();
      return saveSignIn(
        app.db,
        context,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
      );
    },
  );

  app.delete(
    '/v1/orgs/:orgId/sign-in/:provider',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Stop offering a sign-in provider (linked accounts stay)',
        params: signInSettingsParamsSchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) =>
      removeSignIn(
        app.db,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.params.provider,
      ),
  );

  app.post(
    '/v1/orgs/:orgId/sign-in/:provider/check',
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Test the stored settings against the provider',
        params: signInSettingsParamsSchema,
        response: { 200: connectionCheckSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      checkConnection(
        app.db,
        context,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.params.provider,
      ),
  );
};

export default settingsRoutes;
