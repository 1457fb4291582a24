/** A scene's test runs (a stream) and the traces of its runs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageQuery,
  sceneParamsSchema,
  sceneRunListSchema,
  sceneRunParamsSchema,
  sceneRunSchema,
  sceneTestRunSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import type { SecretBox } from '../../lib/secret-box';
import { idParam, requireCaller } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { streamAnswer } from '../conversation';
import { orgMemberGate } from '../orgs';
import { getRun, listRuns, prepareTestRun } from './runs.service';
import { editableScene } from './scenes.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const doc = { tags: ['scenes'], security: [{ studioToken: [] }] };

const runRoutes: FastifyPluginAsyncZod<{ config: Config; box: SecretBox }> = async (
  app,
  { config, box },
) => {
  const gate = { preValidation: orgMemberGate(app.db) };

  app.post(
    '/v1/orgs/:orgId/scenes/:sceneId/test',
    {
      // A test run calls models as the chat does: limited per user as the chat is.
      config: { rateLimit: perUserPerMinute('chat', config.CHAT_RATE_PER_MINUTE) },
      preValidation: async (request) => {
        const orgId = idParam(request, 'orgId');
        const sceneId = idParam(request, 'sceneId');
        if (orgId !== null && sceneId !== null)
          await editableScene(app.db, requireCaller(request), orgId, sceneId);
      },
      schema: {
        ...doc,
        summary:
          "Run the draft in a test conversation: the chat's events, plus scene-node (each node's state) and scene-ask",
        params: sceneParamsSchema,
        body: sceneTestRunSchema,
        produces: ['text/event-stream'],
        response: errors,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      return streamAnswer(reply, (upstream) =>
        prepareTestRun(
          app,
          config,
          box,
          caller,
          BigInt(request.params.orgId),
          BigInt(request.params.sceneId),
          request.body,
          request.locale,
          upstream,
        ),
      );
    },
  );

  app.get(
    '/v1/orgs/:orgId/scenes/:sceneId/runs',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "The scene's runs, newest first",
        params: sceneParamsSchema,
        querystring: pageQuery({ defaultLimit: 20 }).omit({ keyword: true }),
        response: { 200: sceneRunListSchema, ...errors },
      },
    },
    async (request) =>
      listRuns(
        app.db,
        requireCaller(request),
        BigInt(request.params.orgId),
        BigInt(request.params.sceneId),
        request.query,
      ),
  );

  app.get(
    '/v1/orgs/:orgId/scenes/:sceneId/runs/:runId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "A run's trace: each node's inputs, outputs, branches, time and tokens",
        params: sceneRunParamsSchema,
        response: { 200: sceneRunSchema, ...errors },
      },
    },
    async (request) =>
      getRun(
        app.db,
        requireCaller(request),
        BigInt(request.params.orgId),
        BigInt(request.params.sceneId),
        BigInt(request.params.runId),
      ),
  );
};

export default runRoutes;
