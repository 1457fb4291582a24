import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
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
import { requireCaller } from '../../plugins/auth';
import { listChatModels } from '../models/catalog';
import { closeInterruptedAnswers } from './recovery';
import {
  assertSelf,
  createSession,
  deleteSession,
  listSessions,
  ownSession,
  toChatSession,
  updateSession,
} from './sessions.service';

export const chatErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
export const chatDoc = { tags: ['chat'], security: [{ studioToken: [] }] };

/** Chat sessions (spec §7 paths) and the models a session may use. */
const chatSessionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);

  // An answer saves itself every few seconds; one silent for longer than any live answer can be
  // lost its instance. Swept at start and every minute, so other instances clean up after a crash.
  const staleAfterMs = config.LLM_CONNECT_TIMEOUT_MS + config.LLM_IDLE_TIMEOUT_MS + 60_000;
  const sweep = () =>
    closeInterruptedAnswers(app.db, staleAfterMs).then(
      (count) => count > 0 && app.log.warn({ count }, 'closed interrupted answers'),
      (err: unknown) => app.log.warn({ err }, 'could not close interrupted answers'),
    );
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    sweeper = setInterval(() => void sweep(), 60_000);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

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
    async (request) => {
      const { user } = requireCaller(request);
      assertSelf(request.params.userId, user.id);
      return listSessions(app.db, user.id, request.query);
    },
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
    async (request) => {
      const { user } = requireCaller(request);
      assertSelf(request.body.userId, user.id);
      return createSession(app.db, user, request.body, request.locale);
    },
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
    async (request) => {
      const { user } = requireCaller(request);
      assertSelf(request.body.userId, user.id);
      return updateSession(app.db, user.id, request.body);
    },
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
      toChatSession(
        await ownSession(app.db, requireCaller(request).user.id, request.params.sessionId),
      ),
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
      await deleteSession(app.db, requireCaller(request).user.id, request.params.sessionId);
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
