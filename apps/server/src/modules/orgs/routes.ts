import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
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
import { readSingleFile } from '../../lib/upload';
import { requireCaller } from '../../plugins/auth';
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

export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
export const orgDoc = { tags: ['organisations'], security: [{ studioToken: [] }] };

/** Organisations the caller belongs to: list, create, rename, delete, switch. */
const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = (request: Parameters<typeof requireCaller>[0]) => requireCaller(request).user.id;

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
    async (request) => getOrg(app.db, BigInt(request.params.orgId), me(request)),
  );

  app.patch(
    '/v1/orgs/:orgId',
    {
      schema: {
        ...orgDoc,
        summary: 'Rename a team or set its team code',
        params: orgIdParamsSchema,
        body: updateOrgBodySchema,
        response: { 200: orgSchema, ...errors },
      },
    },
    async (request) => updateOrg(app.db, BigInt(request.params.orgId), me(request), request.body),
  );

  app.post(
    '/v1/orgs/:orgId/logo',
    {
      schema: {
        ...orgDoc,
        summary: 'Upload the team logo (image ≤ 5 MB, stored as 256 px WebP)',
        params: orgIdParamsSchema,
        response: { 200: orgSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const read = () => readSingleFile(request, 5 * 1024 * 1024);
      return setLogo(app.db, app.storage, BigInt(request.params.orgId), me(request), read);
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
    async (request) => orgDeletionImpact(app.db, BigInt(request.params.orgId), me(request)),
  );

  app.post(
    '/v1/orgs/:orgId/delete',
    {
      schema: {
        ...orgDoc,
        summary: 'Delete a team (owner only, after typing its name)',
        params: orgIdParamsSchema,
        body: deleteOrgBodySchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTeam(
        app.db,
        app.storage,
        BigInt(request.params.orgId),
        me(request),
        request.body.confirmName,
      );
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
      await switchOrg(app.db, BigInt(request.body.orgId), me(request));
      return { ok: true as const };
    },
  );
};

export default orgRoutes;
