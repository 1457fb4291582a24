import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityListSchema, identityParamsSchema, okAnswerSchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { listIdentities, unlinkIdentity } from './identities.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const doc = { tags: ['sign-in'], security: [{ studioToken: [] }] };

/** The signed-in account's linked DingTalk, WeChat and single sign-on identities. */
const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user/identities',
    {
      schema: {
        ...doc,
        summary: 'My linked ways in, and the providers my teams offer',
        response: { 200: identityListSchema, ...errors },
      },
    },
    async (request) => listIdentities(app.db, requireCaller(request)),
  );

  app.delete(
    '/v1/user/identities/:identityId',
    {
      schema: {
        ...doc,
        summary: 'Unlink a way in (never the last one)',
        params: identityParamsSchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) =>
      unlinkIdentity(app.db, requireCaller(request), BigInt(request.params.identityId)),
  );
};

export default identityRoutes;
