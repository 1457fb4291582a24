import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createHelperSchema,
  helperListQuerySchema,
  helperListSchema,
  helperParamsSchema,
  helperSchema,
  helperVersionDetailSchema,
  helperVersionListSchema,
  helperVersionParamsSchema,
  orgIdParamsSchema,
  updateHelperSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { helperManageGate } from './manage-gate';
import { orgMemberGate } from '../../orgs';
import {
  createHelper,
  deleteHelper,
  getHelper,
  listHelpers,
  restoreHelperVersion,
  updateHelper,
  type LoadCatalog,
} from './service';
import { getVersion, listVersions } from './versions.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['helpers'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; helperId: string }) =>
  [BigInt(p.orgId), BigInt(p.helperId)] as const;

/** An org's helpers: members make and use them; authors, owners and admins manage them. */
const helperRoutes: FastifyPluginAsyncZod<{ loadCatalog: LoadCatalog }> = async (
  app,
  { loadCatalog },
) => {
  const base = '/v1/orgs/:orgId/helpers';
  const memberGate = orgMemberGate(app.db);
  const manageGate = helperManageGate(app);

  app.get(
    base,
    {
      schema: {
        ...doc,
        summary: "The org's helpers the caller may use, or those they made",
        params: orgIdParamsSchema,
        querystring: helperListQuerySchema,
        response: { 200: helperListSchema, ...errors },
      },
    },
    async (request) =>
      listHelpers(
        app,
        loadCatalog,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.query,
      ),
  );

  app.post(
    base,
    {
      preValidation: memberGate,
      schema: {
        ...doc,
        summary: 'Make a helper (version 1)',
        params: orgIdParamsSchema,
        body: createHelperSchema,
        response: { 200: helperSchema, ...errors },
      },
    },
    async (request) =>
      createHelper(
        app,
        loadCatalog,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
      ),
  );

  app.get(
    `${base}/:helperId`,
    {
      schema: {
        ...doc,
        summary: 'A helper',
        params: helperParamsSchema,
        response: { 200: helperSchema, ...errors },
      },
    },
    async (request) => getHelper(app, loadCatalog, requireCaller(request), ...ids(request.params)),
  );

  app.patch(
    `${base}/:helperId`,
    {
      preValidation: manageGate,
      schema: {
        ...doc,
        summary: 'Save a helper: the changed fields become its next version',
        params: helperParamsSchema,
        body: updateHelperSchema,
        response: { 200: helperSchema, ...errors },
      },
    },
    async (request) =>
      updateHelper(app, loadCatalog, requireCaller(request), ...ids(request.params), request.body),
  );

  app.delete(
    `${base}/:helperId`,
    {
      schema: {
        ...doc,
        summary: 'Delete a helper and its versions',
        params: helperParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteHelper(app, requireCaller(request), ...ids(request.params));
      return { ok: true as const };
    },
  );

  app.get(
    `${base}/:helperId/versions`,
    {
      schema: {
        ...doc,
        summary: "A helper's saved versions, newest first",
        params: helperParamsSchema,
        response: { 200: helperVersionListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listVersions(app, requireCaller(request), ...ids(request.params)),
    }),
  );

  app.get(
    `${base}/:helperId/versions/:version`,
    {
      schema: {
        ...doc,
        summary: 'One saved version, whole',
        params: helperVersionParamsSchema,
        response: { 200: helperVersionDetailSchema, ...errors },
      },
    },
    async (request) =>
      getVersion(app, requireCaller(request), ...ids(request.params), request.params.version),
  );

  app.post(
    `${base}/:helperId/versions/:version/restore`,
    {
      schema: {
        ...doc,
        summary: 'Go back to a version: it is saved again as the newest',
        params: helperVersionParamsSchema,
        response: { 200: helperSchema, ...errors },
      },
    },
    async (request) =>
      restoreHelperVersion(
        app,
        loadCatalog,
        requireCaller(request),
        ...ids(request.params),
        request.params.version,
      ),
  );
};

export default helperRoutes;
