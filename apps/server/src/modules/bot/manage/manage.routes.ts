import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helperParamsSchema } from '@miaoyu/contracts';
import {
  botKeyListSchema,
  botKeyParamsSchema,
  botKeySchema,
  botSettingsSchema,
  createBotKeySchema,
  updateBotKeySchema,
} from '@miaoyu/contracts/bot';
import { requireCaller } from '../../../plugins/auth';
import { helperManageGate, keyAssignGate, keyIssueGate } from '../../helpers';
import { helperIds as ids, keyErrors as errors, keyListAndAssignRoutes } from '../../keys';
import {
  assignKey,
  changeKey,
  createKey,
  getBotSettings,
  listKeys,
  putBotSettings,
  revokeKey,
} from './manage.service';

const doc = { tags: ['bot'], security: [{ studioToken: [] }] };

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

  keyListAndAssignRoutes(app, {
    path: `${base}/bot-keys`,
    doc,
    listSummary: "A bot's keys, revoked ones included",
    listSchema: botKeyListSchema,
    keySchema: botKeySchema,
    keyParams: botKeyParamsSchema,
    assignGate,
    rules: { list: listKeys, assign: assignKey },
  });

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
