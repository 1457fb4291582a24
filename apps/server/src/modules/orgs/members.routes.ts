import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleBodySchema,
  memberListSchema,
  memberParamsSchema,
  okAnswerSchema,
  orgIdParamsSchema,
  transferBodySchema,
} from '@miaoyu/contracts';
import { requireCaller } from '../../plugins/auth';
import {
  changeRole,
  leaveOrg,
  listMembers,
  removeMember,
  transferOwnership,
} from './members.service';
import { orgPermissionGate } from './permission-gate';
import { errors, orgDoc } from './routes';

const ok = { ok: true as const };

/** Members of a team: list, change role, remove, leave, transfer ownership. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = requireCaller;
  const okAnswer = { 200: okAnswerSchema, ...errors };

  app.get(
    '/v1/orgs/:orgId/members',
    {
      schema: {
        ...orgDoc,
        params: orgIdParamsSchema,
        response: { 200: memberListSchema, ...errors },
      },
    },
    async (request) => listMembers(app.db, me(request), BigInt(request.params.orgId)),
  );

  app.patch(
    '/v1/orgs/:orgId/members/:userId',
    {
      preValidation: orgPermissionGate(app.db, 'org:members'),
      schema: {
        ...orgDoc,
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: okAnswer,
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      await changeRole(app.db, me(request), BigInt(orgId), BigInt(userId), request.body.role);
      return ok;
    },
  );

  app.delete(
    '/v1/orgs/:orgId/members/:userId',
    { schema: { ...orgDoc, params: memberParamsSchema, response: okAnswer } },
    async (request) => {
      const orgId = BigInt(request.params.orgId);
      const userId = BigInt(request.params.userId);
      await removeMember(app.db, me(request), orgId, userId);
      await app.events.emit('member.removed', { orgId, userId, reason: 'removed' });
      return ok;
    },
  );

  app.post(
    '/v1/orgs/:orgId/leave',
    { schema: { ...orgDoc, params: orgIdParamsSchema, response: okAnswer } },
    async (request) => {
      const caller = me(request);
      const orgId = BigInt(request.params.orgId);
      await leaveOrg(app.db, caller, orgId);
      await app.events.emit('member.removed', { orgId, userId: caller.user.id, reason: 'left' });
      return ok;
    },
  );

  app.post(
    '/v1/orgs/:orgId/transfer',
    {
      preValidation: orgPermissionGate(app.db, 'org:transfer'),
      schema: {
        ...orgDoc,
        params: orgIdParamsSchema,
        body: transferBodySchema,
        response: okAnswer,
      },
    },
    async (request) => {
      await transferOwnership(
        app.db,
        me(request),
        BigInt(request.params.orgId),
        BigInt(request.body.userId),
      );
      return ok;
    },
  );
};

export default memberRoutes;
