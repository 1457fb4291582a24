import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignKeySchema, helperParamsSchema } from '@miaoyu/contracts';
import {
  botKeyListSchema,
  botKeyParamsSchema,
  botKeySchema,
  botSettingsSchema,
  createBotKeySchema,
  updateBotKeySchema,
} from '@miaoyu/contracts/bot';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { helperManageGate, keyAssignGate, keyIssueGate } from '../../helpers';
import {
  assignKey,
  changeKey,
  createKey,
  getBotSettings,
  listKeys,
  putBotSettings,
  revokeKey,
} from './manage.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const doc = { tags: ['bot'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; helperId: string }) =>
  [BigInt(p.orgId), BigInt(p.helperId)] as const;

/** A service helper as a bot: its look, handoff and cap, and the keys visitors reach it by. */
const botManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/orgs/:orgId/helpers/:helperId';
  const manageGate = helperManageGate(app);
  const issueGate = keyIssueGate(app, 'bot');
  const assignGate = keyAssignGate(app);

  app.get(
    `${base}/bot`,
    {
      schema: {
        ...doc,
        summary: "A bot's look, handoff rules and daily cap",
        params: helperParamsSchema,
        response: { 200: botSettingsSchema, ...errors },
      },
    },
    async (request) => getBotSettings(app, requireCaller(request), ...ids(request.params)),
  );

  app.put(
    `${base}/bot`,
    {
      preValidation: manageGate,
      schema: {
        ...doc,
        summary: "Save a bot's look, handoff rules and daily cap",
        params: helperParamsSchema,
        body: botSettingsSchema,
        response: { 200: botSettingsSchema, ...errors },
      },
    },
    async (request) =>
      putBotSettings(app, requireCaller(request), ...ids(request.params), request.body),
  );

  app.get(
    `${base}/bot-keys`,
    {
      schema: {
        ...doc,
        summary: "A bot's keys, revoked ones included",
        params: helperParamsSchema,
        response: { 200: botKeyListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listKeys(app, requireCaller(request), ...ids(request.params)),
    }),
  );

  app.post(
    `${base}/bot-keys`,
    {
      preValidation: issueGate,
      schema: {
        ...doc,
        summary: 'Make a key: its embedding origins, expiry and per-visitor limits',
        params: helperParamsSchema,
        body: createBotKeySchema,
        response: { 200: botKeySchema, ...errors },
      },
    },
    async (request) => createKey(app, requireCaller(request), ...ids(request.params), request.body),
  );

  app.patch(
    `${base}/bot-keys/:keyId`,
    {
      preValidation: issueGate,
      schema: {
        ...doc,
        summary: 'Change a key (not a revoked one)',
        params: botKeyParamsSchema,
        body: updateBotKeySchema,
        response: { 200: botKeySchema, ...errors },
      },
    },
    async (request) =>
      changeKey(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.keyId),
        request.body,
      ),
  );

  app.post(
    `${base}/bot-keys/:keyId/assign`,
    {
      preValidation: assignGate,
      schema: {
        ...doc,
        summary: 'Hand a key to a member of the team: a suspended key works again, under them',
        params: botKeyParamsSchema,
        body: assignKeySchema,
        response: { 200: botKeySchema, ...errors },
      },
    },
    async (request) =>
      assignKey(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.keyId),
        BigInt(request.body.userId),
      ),
  );

  app.delete(
    `${base}/bot-keys/:keyId`,
    {
      schema: {
        ...doc,
        summary: 'Revoke a key at once; its conversations stay in the logs',
        params: botKeyParamsSchema,
        response: { 200: botKeySchema, ...errors },
      },
    },
    async (request) =>
      revokeKey(app, requireCaller(request), ...ids(request.params), BigInt(request.params.keyId)),
  );
};

export default botManageRoutes;
