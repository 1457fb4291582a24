import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sessionDatasetsSchema,
  sessionIdParamsSchema,
  setSessionDatasetsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { idParam, requireCaller } from '../../../plugins/auth';
import { getSessionDatasets, sessionInOrg, setSessionDatasets } from './session-datasets.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['chat'], security: [{ studioToken: [] }] };

/** The knowledge bases one of the caller's chat sessions answers from. */
const sessionDatasetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/chat/sessions/:sessionId/datasets',
    {
      schema: {
        ...doc,
        summary: 'The knowledge bases the session answers from',
        params: sessionIdParamsSchema,
        response: { 200: sessionDatasetsSchema, ...errors },
      },
    },
    async (request) => getSessionDatasets(app, requireCaller(request), request.params.sessionId),
  );

  app.put(
    '/v1/chat/sessions/:sessionId/datasets',
    {
      // Someone else's session is not found before the body is read.
      preValidation: async (request) => {
        const sessionId = idParam(request, 'sessionId');
        if (sessionId !== null) await sessionInOrg(app, requireCaller(request), String(sessionId));
      },
      schema: {
        ...doc,
        summary: "Choose the knowledge bases (of the session's team) the session answers from",
        params: sessionIdParamsSchema,
        body: setSessionDatasetsSchema,
        response: { 200: sessionDatasetsSchema, ...errors },
      },
    },
    async (request) =>
      setSessionDatasets(
        app,
        requireCaller(request),
        request.params.sessionId,
        request.body.datasetIds,
      ),
  );
};

export default sessionDatasetRoutes;
