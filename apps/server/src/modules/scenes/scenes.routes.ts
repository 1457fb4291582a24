/** Scenes: list, create, read, save the draft (If-Match), publish, versions, restore, delete. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSceneSchema,
  orgIdParamsSchema,
  publishSceneSchema,
  saveSceneDraftSchema,
  sceneDraftSavedSchema,
  sceneListQuerySchema,
  sceneListSchema,
  sceneParamsSchema,
  sceneSchema,
  sceneVersionGraphSchema,
  sceneVersionListSchema,
  sceneVersionParamsSchema,
} from '@miaoyu/contracts';
import { orgItemGate } from '../../lib/edit-gate';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { orgMemberGate } from '../orgs';
import {
  createScene,
  draftVersionOf,
  editableScene,
  getScene,
  getVersion,
  listScenes,
  listVersions,
  publishScene,
  removeScene,
  restoreVersion,
  saveSceneDraft,
} from './scenes.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 428, 429);
const doc = { tags: ['scenes'], security: [{ studioToken: [] }] };
const ids = (params: { orgId: string; sceneId: string }) =>
  [BigInt(params.orgId), BigInt(params.sceneId)] as const;
const ifMatch = z.object({ 'if-match': z.string().max(40).optional() });

const sceneRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = { preValidation: orgMemberGate(app.db) };
  // Changing a scene is its author's or a manager's: refused before the body is read.
  const editGate = {
    preValidation: orgItemGate('sceneId', (caller, orgId, sceneId) =>
      editableScene(app.db, caller, orgId, sceneId),
    ),
  };

  app.get(
    '/v1/orgs/:orgId/scenes',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "The team's scenes, last changed first, searched by name",
        params: orgIdParamsSchema,
        querystring: sceneListQuerySchema,
        response: { 200: sceneListSchema, ...errors },
      },
    },
    async (request) =>
      listScenes(app.db, requireCaller(request), BigInt(request.params.orgId), request.query),
  );

  app.post(
    '/v1/orgs/:orgId/scenes',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Create a scene, blank or from a template',
        params: orgIdParamsSchema,
        body: createSceneSchema,
        response: { 200: sceneSchema, ...errors },
      },
    },
    async (request) =>
      createScene(
        app.db,
        app.plans,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
        request.locale,
      ),
  );

  app.get(
    '/v1/orgs/:orgId/scenes/:sceneId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'A scene with its draft graph (the ETag is the draft version)',
        params: sceneParamsSchema,
        response: { 200: sceneSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scene = await getScene(app.db, requireCaller(request), ...ids(request.params));
      void reply.header('etag', `"${scene.draftVersion}"`);
      return scene;
    },
  );

  app.put(
    '/v1/orgs/:orgId/scenes/:sceneId/draft',
    {
      ...editGate,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        ...doc,
        summary:
          'Save the draft over the version in If-Match: 409 when someone saved since, 422 with each problem and its place',
        params: sceneParamsSchema,
        headers: ifMatch,
        body: saveSceneDraftSchema,
        response: { 200: sceneDraftSavedSchema, ...errors },
      },
    },
    async (request) =>
      saveSceneDraft(
        app.db,
        requireCaller(request),
        ...ids(request.params),
        draftVersionOf(request.headers['if-match']),
        request.body,
        request.locale,
      ),
  );

  app.post(
    '/v1/orgs/:orgId/scenes/:sceneId/publish',
    {
      ...editGate,
      schema: {
        ...doc,
        summary: 'Publish the draft of If-Match as the next version, the one helpers run',
        params: sceneParamsSchema,
        headers: ifMatch,
        body: publishSceneSchema,
        response: { 200: z.object({ version: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      publishScene(
        app.db,
        requireCaller(request),
        ...ids(request.params),
        draftVersionOf(request.headers['if-match']),
        request.body.note,
        request.locale,
      ),
  );

  app.get(
    '/v1/orgs/:orgId/scenes/:sceneId/versions',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'The published versions, newest first',
        params: sceneParamsSchema,
        response: { 200: sceneVersionListSchema, ...errors },
      },
    },
    async (request) => listVersions(app.db, requireCaller(request), ...ids(request.params)),
  );

  app.get(
    '/v1/orgs/:orgId/scenes/:sceneId/versions/:n',
    {
      ...gate,
      schema: {
        ...doc,
        summary: "A published version's graph (to compare with the draft)",
        params: sceneVersionParamsSchema,
        response: { 200: sceneVersionGraphSchema, ...errors },
      },
    },
    async (request) =>
      getVersion(app.db, requireCaller(request), ...ids(request.params), request.params.n),
  );

  app.post(
    '/v1/orgs/:orgId/scenes/:sceneId/versions/:n/restore',
    {
      ...editGate,
      schema: {
        ...doc,
        summary: 'Make a published version the draft again (over the draft version in If-Match)',
        params: sceneVersionParamsSchema,
        headers: ifMatch,
        response: { 200: sceneDraftSavedSchema, ...errors },
      },
    },
    async (request) =>
      restoreVersion(
        app.db,
        requireCaller(request),
        ...ids(request.params),
        request.params.n,
        draftVersionOf(request.headers['if-match']),
      ),
  );

  app.delete(
    '/v1/orgs/:orgId/scenes/:sceneId',
    {
      ...gate,
      schema: {
        ...doc,
        summary: 'Delete a scene, its versions and runs (409 while a helper follows it)',
        params: sceneParamsSchema,
        response: { 200: z.object({ deleted: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await removeScene(app.db, requireCaller(request), ...ids(request.params));
      return { deleted: true };
    },
  );
};

export default sceneRoutes;
