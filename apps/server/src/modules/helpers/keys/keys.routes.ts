import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdHelperApiKeySchema,
  createHelperApiKeySchema,
  helperApiKeyListSchema,
  helperApiKeyParamsSchema,
  helperApiKeySchema,
  helperParamsSchema,
} from '@miaoyu/contracts';
import { requireCaller } from '../../../plugins/auth';
import { helperIds, keyErrors, keyListAndAssignRoutes } from '../../keys';
import { helperKeys } from './keys.service';
import { keyAssignGate, keyIssueGate } from '../manage/publishing';

const doc = { tags: ['helpers'], security: [{ studioToken: [] }] };

/**
 * A helper's API keys: whoever manages the helper lists and revokes them, and makes them unless
 * the helper uses the team's knowledge (owners and admins then); owners and admins hand them on.
 */
const helperKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/orgs/:orgId/helpers/:helperId/api-keys';
  const issueGate = keyIssueGate(app, 'api');

  keyListAndAssignRoutes(app, {
    path: base,
    doc,
    listSummary: "A helper's API keys (never the keys themselves)",
    listSchema: helperApiKeyListSchema,
    keySchema: helperApiKeySchema,
    keyParams: helperApiKeyParamsSchema,
    assignGate: keyAssignGate(app),
    rules: helperKeys,
  });

  app.post(
    base,
    {
      preValidation: issueGate,
      schema: {
        ...doc,
        summary: 'Make an API key: the answer is the only time the key is shown',
        params: helperParamsSchema,
        body: createHelperApiKeySchema,
        response: { 200: createdHelperApiKeySchema, ...keyErrors },
      },
    },
    async (request) =>
      helperKeys.create(app, requireCaller(request), ...helperIds(request.params), {
        name: request.body.name,
      }),
  );

  app.delete(
    `${base}/:keyId`,
    {
      schema: {
        ...doc,
        summary: 'Revoke an API key at once',
        params: helperApiKeyParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...keyErrors },
      },
    },
    async (request) => {
      await helperKeys.revoke(
        app,
        requireCaller(request),
        ...helperIds(request.params),
        BigInt(request.params.keyId),
      );
      return { ok: true as const };
    },
  );
};

export default helperKeyRoutes;
