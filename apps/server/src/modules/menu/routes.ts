import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuAnswerSchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { menuOfRole } from './store';

/** `POST /api/user/menu` (spec §7): the menu the caller's role may see. */
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
    async (request) => menuOfRole(app.db, requireCaller(request).user.role),
  );
};

export default menuRoutes;
