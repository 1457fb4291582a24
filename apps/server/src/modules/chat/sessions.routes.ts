import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatModelListSchema,
  chatPageQuerySchema,
  chatSessionIdParamsSchema,
  chatSessionListSchema,
  chatSessionSchema,
  chatUserParamsSchema,
  createChatSessionSchema,
  createdChatSessionSchema,
  updateChatSessionSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requireSelfInPath } from '../../plugins/auth';
import { listChatModels, loadModelCatalog } from '../models';
import {
  createSession,
  deleteSession,
  getSession,
  listSessions,
  updateSession,
} from './sessions.service';

export const chatErrors = errorResponses(400, 401, 403, 404, 422);
export const chatDoc = { tags: ['chat'], security: [{ studioToken: [] }] };

/** Chat sessions (spec §7 paths) and the models a session may use. */
const chatSessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // A `{userId}` in these paths is the sessions' owner: anyone else is refused before validation.
  app.addHook('preValidation', requireSelfInPath('userId'));
  const loadCatalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);

  app.get(
    '/v1/users/:userId/chat/session',
    {
      schema: {
        ...chatDoc,
        summary: 'My chat sessions, newest first; `keyword` searches titles',
        params: chatUserParamsSchema,
        querystring: chatPageQuerySchema,
        response: { 200: chatSessionListSchema, ...chatErrors },
      },
    },
    async (request) => listSessions(app.db, requireCaller(request), request.query),
  );

  app.post(
    '/v1/chat/sessions',
    {
      schema: {
        ...chatDoc,
        summary: 'Start a chat session',
        body: createChatSessionSchema,
        response: { 200: createdChatSessionSchema, ...chatErrors },
      },
    },
    async (request) => createSession(app.db, requireCaller(request), request.body, request.locale),
  );

  app.put(
    '/v1/chat/sessions',
    {
      schema: {
        ...chatDoc,
        summary: "Change a session's title, topic (system instruction), mode or model options",
        body: updateChatSessionSchema,
        response: { 200: chatSessionSchema, ...chatErrors },
      },
    },
    async (request) => updateSession(app.db, requireCaller(request), request.body),
  );

  app.get(
    '/v1/chat/sessions/:sessionId',
    {
      schema: {
        ...chatDoc,
        summary: 'One of my sessions',
        params: chatSessionIdParamsSchema,
        response: { 200: chatSessionSchema, ...chatErrors },
      },
    },
    async (request) =>
      getSession(app.db, loadCatalog, requireCaller(request), request.params.sessionId),
  );

  app.delete(
    '/v1/chat/sessions/:sessionId',
    {
      schema: {
        ...chatDoc,
        summary: 'Delete a session and all its messages',
        params: chatSessionIdParamsSchema,
        response: { 200: chatSessionIdParamsSchema, ...chatErrors },
      },
    },
    async (request) => {
      await deleteSession(app.db, requireCaller(request), request.params.sessionId);
      return { sessionId: request.params.sessionId };
    },
  );

  app.get(
    '/v1/chat/models',
    {
      schema: {
        ...chatDoc,
        summary: "Models I may chat with: my organisation's providers, then the platform's",
        response: { 200: chatModelListSchema, ...chatErrors },
      },
    },
    async (request) =>
      listChatModels(app.db, config, app.llm.box, requireCaller(request).user.currentOrgId),
  );
};

export default chatSessionRoutes;
