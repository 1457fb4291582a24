/** A scene's test runs (a stream) and the traces of its runs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageQuery,
  sceneNodeParamsSchema,
  sceneNodeRunBodySchema,
  sceneNodeRunResultSchema,
  sceneParamsSchema,
  sceneRunListSchema,
  sceneRunParamsSchema,
  sceneRunSchema,
  sceneTestRunSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { orgItemGate } from '../../lib/edit-gate';
import { errorResponses } from '../../lib/error-responses';
import type { SecretBox } from '../../lib/secret-box';
import { requireCaller } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { streamAnswer } from '../conversation';
import { orgMemberGate } from '../orgs';
import { runDraftNode } from './node-run.service';
import { getRun, listRuns, prepareTestRun } from './runs.service';
import { editableScene } from './scenes.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const doc = { tags: ['scenes'], security: [{ studioToken: [] }] };

const runRoutes: FastifyPluginAsyncZod<{ config: Config; box: SecretBox }> = async (
  app,
  { config, box },
) => {
  const gate = { preValidation: orgMemberGate(app.db) };
  // The scene's editors only, checked before the body is read.
  const testerGate = orgItemGate('sceneId', (caller, orgId, sceneId) =>
    editableScene(app.db, caller, orgId, sceneId),
  );

  app.post(
    '/v1/orgs/:orgId/scenes/:sceneId/test',
    {
      // A test run calls models as the chat does: limited per user as the chat is.
      config: { rateLimit: perUserPerMinute('chat', config.CHAT_RATE_PER_MINUTE) },
      preValidation: testerGate,
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

  app.post(
    '/v1/orgs/:orgId/scenes/:sceneId/nodes/:nodeId/run',
    {
      // It calls models and addresses as a test run does, and is limited alike.
      config: { rateLimit: perUserPerMinute('chat', config.CHAT_RATE_PER_MINUTE) },
      preValidation: testerGate,
      schema: {
        ...doc,
        summary:
          'Run one node of the saved draft alone with the values it reads (by selector): its inputs, outputs, branches, words, error and time; kept as no run',
        params: sceneNodeParamsSchema,
        body: sceneNodeRunBodySchema,
        response: { 200: sceneNodeRunResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The node stops when the editor goes away.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort('closed');
      });
      return runDraftNode(
        app,
        config,
        box,
        requireCaller(request),
        {
          orgId: BigInt(request.params.orgId),
          sceneId: BigInt(request.params.sceneId),
          nodeId: request.params.nodeId,
        },
        request.body,
        request.locale,
        gone.signal,
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
