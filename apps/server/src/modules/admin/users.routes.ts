import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrgListSchema,
  adminSearchQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  banBodySchema,
  okAnswerSchema,
  roleMenuBodySchema,
  roleMenuParamsSchema,
  roleMenusSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { changeRoleMenu, roleMenus, searchOrgs, searchUsers, setBan } from './users.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

/** Platform admins: users (search, ban, unban), organisations, and menus per role. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuses before the body is validated; each service checks the role again.
  app.addHook('onRequest', requirePlatformAdmin);

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
    async (request) => searchUsers(app.db, requireCaller(request), request.query),
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
    async (request) => {
      const userId = BigInt(request.params.userId);
      const caller = requireCaller(request);
      const user = await setBan(app.db, caller, userId, true, request.body.reason);
      await app.events.emit('user.banned', { userId });
      return user;
    },
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
    async (request) => setBan(app.db, requireCaller(request), BigInt(request.params.userId), false),
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
    async (request) => searchOrgs(app.db, requireCaller(request), request.query),
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
    async (request) => roleMenus(app.db, requireCaller(request)),
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
      const caller = requireCaller(request);
      await changeRoleMenu(app.db, caller, request.params.role, request.body.items);
      return roleMenus(app.db, caller);
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
      await changeRoleMenu(app.db, requireCaller(request), request.params.role, null);
      return { ok: true as const };
    },
  );
};

export default adminUserRoutes;
