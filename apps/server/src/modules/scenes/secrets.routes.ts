/** A team's scene secrets: names listed, values written and never read back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orgIdParamsSchema,
  putSceneSecretSchema,
  sceneSecretListSchema,
  sceneSecretNameSchema,
} from '@miaoyu/contracts';
import { audit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { requireCaller } from '../../plugins/auth';
import { orgPermissionGate } from '../orgs';
import { deleteSecret, putSecret, secretNames } from './secrets.repo';

const errors = errorResponses(400, 401, 403, 404, 422, 429);
const doc = { tags: ['scenes'], security: [{ studioToken: [] }] };
const params = orgIdParamsSchema.extend({ name: sceneSecretNameSchema });

const secretRoutes: FastifyPluginAsyncZod<{ box: SecretBox }> = async (app, { box }) => {
  // Secrets are the team managers': a member's scene uses them without seeing them.
  const gate = { preValidation: orgPermissionGate(app.db, 'org:manage') };

  app.get(
    '/v1/orgs/:orgId/scene-secrets',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "The names of the team's scene secrets (never their values)",
        params: orgIdParamsSchema,
        response: { 200: sceneSecretListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await secretNames(app.db, BigInt(request.params.orgId));
      return {
        list: rows.map((r) => ({
          name: r.name,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/v1/orgs/:orgId/scene-secrets/:name',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Set a secret an HTTP node sends as {{ secret.NAME }}',
        params,
        body: putSceneSecretSchema,
        response: { 200: z.object({ saved: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const orgId = BigInt(request.params.orgId);
      await putSecret(
        app.db,
        orgId,
        request.params.name,
        box.seal(request.body.value),
        caller.user.id,
      );
      await audit(app.db, {
        actorUserId: caller.user.id,
        orgId,
        action: 'scene.secret.set',
        targetType: 'scene-secret',
        targetId: request.params.name,
      });
      return { saved: true };
    },
  );

  app.delete(
    '/v1/orgs/:orgId/scene-secrets/:name',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Remove a secret',
        params,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const orgId = BigInt(request.params.orgId);
      if (!(await deleteSecret(app.db, orgId, request.params.name)))
        throw new AppError(404, 'NOT_FOUND');
      await audit(app.db, {
        actorUserId: caller.user.id,
        orgId,
        action: 'scene.secret.delete',
        targetType: 'scene-secret',
        targetId: request.params.name,
      });
      return { deleted: true };
    },
  );
};

export default secretRoutes;
