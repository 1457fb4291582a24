import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrgBodySchema,
  deleteOrgBodySchema,
  okAnswerSchema,
  orgDeletionImpactSchema,
  orgIdParamsSchema,
  orgListSchema,
  orgSchema,
  switchOrgBodySchema,
  updateOrgBodySchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { readSingleFile } from '../../lib/upload';
import { requireCaller } from '../../plugins/auth';
import { orgPermissionGate } from './permission-gate';
import {
  setLogo,
  createTeam,
  deleteTeam,
  getOrg,
  listOrgs,
  orgDeletionImpact,
  switchOrg,
  updateOrg,
} from './service';

export const errors = errorResponses(400, 401, 403, 404, 409, 422);
export const orgDoc = { tags: ['organisations'], security: [{ studioToken: [] }] };

/** Organisations the caller belongs to: list, create, rename, delete, switch. */
const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = requireCaller;

  app.get(
    '/v1/orgs',
    {
      schema: {
        ...orgDoc,
        summary: 'My organisations',
        response: { 200: orgListSchema, ...errors },
      },
    },
    async (request) => listOrgs(app.db, me(request)),
  );

  app.post(
    '/v1/orgs',
    {
      schema: {
        ...orgDoc,
        summary: 'Create a team',
        body: createOrgBodySchema,
        response: { 200: orgSchema, ...errors },
      },
    },
    async (request) => createTeam(app.db, me(request), request.body.name),
  );

  app.get(
    '/v1/orgs/:orgId',
    { schema: { ...orgDoc, params: orgIdParamsSchema, response: { 200: orgSchema, ...errors } } },
    async (request) => getOrg(app.db, me(request), BigInt(request.params.orgId)),
  );

  app.patch(
    '/v1/orgs/:orgId',
    {
      preValidation: orgPermissionGate(app.db, 'org:manage'),
      schema: {
        ...orgDoc,
        summary: 'Rename a team or set its team code',
        params: orgIdParamsSchema,
        body: updateOrgBodySchema,
        response: { 200: orgSchema, ...errors },
      },
    },
    async (request) => updateOrg(app.db, me(request), BigInt(request.params.orgId), request.body),
  );

  app.post(
    '/v1/orgs/:orgId/logo',
    {
      schema: {
        ...orgDoc,
        summary: 'Upload the team logo (image ≤ 5 MB, stored as 256 px WebP)',
        params: orgIdParamsSchema,
        response: { 200: orgSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const read = () => readSingleFile(request, 5 * 1024 * 1024);
      return setLogo(app.db, app.storage, me(request), BigInt(request.params.orgId), read);
    },
  );

  app.get(
    '/v1/orgs/:orgId/deletion-impact',
    {
      schema: {
        ...orgDoc,
        summary: 'What deleting this team removes',
        params: orgIdParamsSchema,
        response: { 200: orgDeletionImpactSchema, ...errors },
      },
    },
    async (request) => orgDeletionImpact(app.db, me(request), BigInt(request.params.orgId)),
  );

  app.post(
    '/v1/orgs/:orgId/delete',
    {
      preValidation: orgPermissionGate(app.db, 'org:delete'),
      schema: {
        ...orgDoc,
        summary: 'Delete a team (owner only, after typing its name)',
        params: orgIdParamsSchema,
        body: deleteOrgBodySchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const orgId = BigInt(request.params.orgId);
      await deleteTeam(app.db, app.storage, me(request), orgId, request.body.confirmName);
      await app.events.emit('org.deleted', { orgId });
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/user/currentOrg',
    {
      schema: {
        ...orgDoc,
        summary: 'Switch the current organisation',
        body: switchOrgBodySchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await switchOrg(app.db, me(request), BigInt(request.body.orgId));
      return { ok: true as const };
    },
  );
};

export default orgRoutes;
