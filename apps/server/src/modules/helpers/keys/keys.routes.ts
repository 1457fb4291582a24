import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignKeySchema,
  createdHelperApiKeySchema,
  createHelperApiKeySchema,
  helperApiKeyListSchema,
  helperApiKeyParamsSchema,
  helperApiKeySchema,
  helperParamsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { assignKey, createKey, listKeys, revokeKey } from './keys.service';
import { keyAssignGate, keyIssueGate } from '../manage/publishing';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const doc = { tags: ['helpers'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; helperId: string }) =>
  [BigInt(p.orgId), BigInt(p.helperId)] as const;

/**
 * A helper's API keys: whoever manages the helper lists and revokes them, and makes them unless
 * the helper uses the team's knowledge (owners and admins then); owners and admins hand them on.
 */
const helperKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/orgs/:orgId/helpers/:helperId/api-keys';
  const issueGate = keyIssueGate(app, 'api');
  const assignGate = keyAssignGate(app);

  app.get(
    base,
    {
      schema: {
        ...doc,
        summary: "A helper's API keys (never the keys themselves)",
        params: helperParamsSchema,
        response: { 200: helperApiKeyListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listKeys(app, requireCaller(request), ...ids(request.params)),
    }),
  );

  app.post(
    base,
    {
      preValidation: issueGate,
      schema: {
        ...doc,
        summary: 'Make an API key: the answer is the only time the key is shown',
        params: helperParamsSchema,
        body: createHelperApiKeySchema,
        response: { 200: createdHelperApiKeySchema, ...errors },
      },
    },
    async (request) =>
      createKey(app, requireCaller(request), ...ids(request.params), request.body.name),
  );

  app.post(
    `${base}/:keyId/assign`,
    {
      preValidation: assignGate,
      schema: {
        ...doc,
        summary: 'Hand a key to a member of the team: a suspended key works again, under them',
        params: helperApiKeyParamsSchema,
        body: assignKeySchema,
        response: { 200: helperApiKeySchema, ...errors },
      },
    },
    async (request) =>
      assignKey(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.keyId),
        BigInt(request.body.userId),
      ),
  );

  app.delete(
    `${base}/:keyId`,
    {
      schema: {
        ...doc,
        summary: 'Revoke an API key at once',
        params: helperApiKeyParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await revokeKey(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.keyId),
      );
      return { ok: true as const };
    },
  );
};

export default helperKeyRoutes;
