import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrgListSchema,
  adminSearchQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  apiErrorSchema,
  banBodySchema,
  okAnswerSchema,
  roleMenuBodySchema,
  roleMenuParamsSchema,
  roleMenusSchema,
} from '@miaoyu/contracts';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { allRoleMenus, resetRoleMenu, saveRoleMenu } from '../menu/store';
import { searchOrgs, searchUsers, setBan } from './users.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

/** Platform admins: users (search, ban, unban), organisations, and menus per role. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePlatformAdmin);
  const adminId = (request: Parameters<typeof requireCaller>[0]) => requireCaller(request).user.id;

  app.get(
    '/v1/admin/users',
    {
      schema: {
        ...doc,
        summary: 'Search users by phone or nickname',
        querystring: adminSearchQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) =>
      searchUsers(app.db, request.query.q, request.query.offset, request.query.limit),
  );

  app.post(
    '/v1/admin/users/:userId/ban',
    {
      schema: {
        ...doc,
        params: adminUserParamsSchema,
        body: banBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      setBan(app.db, adminId(request), BigInt(request.params.userId), true, request.body.reason),
  );

  app.post(
    '/v1/admin/users/:userId/unban',
    {
      schema: {
        ...doc,
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => setBan(app.db, adminId(request), BigInt(request.params.userId), false),
  );

  app.get(
    '/v1/admin/orgs',
    {
      schema: {
        ...doc,
        summary: 'Search organisations',
        querystring: adminSearchQuerySchema,
        response: { 200: adminOrgListSchema, ...errors },
      },
    },
    async (request) =>
      searchOrgs(app.db, request.query.q, request.query.offset, request.query.limit),
  );

  app.get(
    '/v1/admin/menus',
    {
      schema: {
        ...doc,
        summary: 'Menus per platform role',
        response: { 200: roleMenusSchema, ...errors },
      },
    },
    async () => allRoleMenus(app.db),
  );

  app.put(
    '/v1/admin/menus/:role',
    {
      schema: {
        ...doc,
        params: roleMenuParamsSchema,
        body: roleMenuBodySchema,
        response: { 200: roleMenusSchema, ...errors },
      },
    },
    async (request) => {
      await saveRoleMenu(app.db, adminId(request), request.params.role, request.body.items);
      return allRoleMenus(app.db);
    },
  );

  app.delete(
    '/v1/admin/menus/:role',
    {
      schema: {
        ...doc,
        summary: 'Back to the built-in menu',
        params: roleMenuParamsSchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await resetRoleMenu(app.db, adminId(request), request.params.role);
      return { ok: true as const };
    },
  );
};

export default adminUserRoutes;
