import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createInviteBodySchema,
  inviteCodeParamsSchema,
  inviteListSchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteSchema,
  myInviteListSchema,
  okAnswerSchema,
  orgIdParamsSchema,
  orgSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import {
  acceptInvite,
  createInvite,
  invitesForPhone,
  listInvites,
  previewInvite,
  revokeInvite,
} from './invites.service';
import { errors, orgDoc } from './routes';
import { orgPermissionGate } from './permission-gate';

/** Invite links and phone invites. The preview is public (see plugins/access.ts) and rate-limited. */
const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = requireCaller;

  app.get(
    '/v1/invites/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['organisations'],
        summary: 'Preview an invite link (no sign-in needed)',
        params: inviteCodeParamsSchema,
        response: { 200: invitePreviewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => previewInvite(app.db, request.params.code),
  );

  app.post(
    '/v1/invites/:code/accept',
    {
      schema: {
        ...orgDoc,
        params: inviteCodeParamsSchema,
        response: { 200: orgSchema, ...errors },
      },
    },
    async (request) => acceptInvite(app.db, app.plans, me(request), request.params.code),
  );

  app.get(
    '/v1/user/invites',
    {
      schema: {
        ...orgDoc,
        summary: 'Invites sent to my phone number',
        response: { 200: myInviteListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await invitesForPhone(app.db, me(request));
      return { list, total: list.length };
    },
  );

  app.get(
    '/v1/orgs/:orgId/invites',
    {
      schema: {
        ...orgDoc,
        params: orgIdParamsSchema,
        response: { 200: inviteListSchema, ...errors },
      },
    },
    async (request) => listInvites(app.db, me(request), BigInt(request.params.orgId)),
  );

  app.post(
    '/v1/orgs/:orgId/invites',
    {
      preValidation: orgPermissionGate(app.db, 'org:members'),
      schema: {
        ...orgDoc,
        params: orgIdParamsSchema,
        body: createInviteBodySchema,
        response: { 200: inviteSchema, ...errors },
      },
    },
    async (request) =>
      createInvite(app.db, me(request), BigInt(request.params.orgId), request.body),
  );

  app.delete(
    '/v1/orgs/:orgId/invites/:inviteId',
    {
      schema: {
        ...orgDoc,
        params: inviteParamsSchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { orgId, inviteId } = request.params;
      await revokeInvite(app.db, me(request), BigInt(orgId), BigInt(inviteId));
      return { ok: true as const };
    },
  );
};

export default inviteRoutes;
