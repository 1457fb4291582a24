import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuAnswerSchema, permissionsFor } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { memberAccess } from '../orgs';
import { withinPermissions } from './definition';
import { menuOfRole } from './store';

/**
 * `POST /api/user/menu` (spec §7): the menu the caller's platform role may see, without the pages
 * their role in the current org does not open.
 */
const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/menu',
    {
      schema: {
        tags: ['user'],
        security: [{ studioToken: [] }],
        summary: "The caller's menu (menu-from-server mode)",
        response: { 200: menuAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const org = user.currentOrgId
        ? await memberAccess(app.db, user.currentOrgId, user.id).catch(() => null)
        : null;
      const held = permissionsFor(user.role, org?.role ?? null);
      return withinPermissions(await menuOfRole(app.db, user.role), held);
    },
  );
};

export default menuRoutes;
