import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDatasetSchema,
  createFolderSchema,
  datasetDeletionImpactSchema,
  datasetListSchema,
  datasetParamsSchema,
  datasetSchema,
  folderDeletionImpactSchema,
  folderListSchema,
  folderParamsSchema,
  folderSchema,
  knowledgeUsageSchema,
  orgIdParamsSchema,
  searchCapabilitiesSchema,
  updateDatasetSchema,
  updateFolderSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import {
  createDataset,
  datasetDeletionImpact,
  deleteDataset,
  getDataset,
  knowledgeUsage,
  listDatasets,
  MANAGE_DATASETS,
  searchCapabilities,
  updateDataset,
} from './datasets.service';
import {
  createFolder,
  deleteFolder,
  folderDeletionImpact,
  listFolders,
  updateFolder,
} from './folders.service';
import type { Embedder } from '../retrieval/embedder';
import type { KnowledgeLimits } from '../limits';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['knowledge'], security: [{ studioToken: [] }] };
const ids = (p: { orgId: string; datasetId: string }) =>
  [BigInt(p.orgId), BigInt(p.datasetId)] as const;

/** Datasets and their folders: members read them, owners and admins change them. */
const datasetRoutes: FastifyPluginAsyncZod<{
  limits: KnowledgeLimits;
  embedder: Embedder;
}> = async (app, { limits, embedder }) => {
  // Refuses callers without the right before their body is validated; the services check again.
  const gate = orgPermissionGate(app.db, MANAGE_DATASETS);
  const base = '/v1/orgs/:orgId/datasets';

  app.get(
    base,
    {
      schema: {
        ...doc,
        summary: "The organisation's knowledge bases",
        params: orgIdParamsSchema,
        response: { 200: datasetListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listDatasets(app, requireCaller(request), BigInt(request.params.orgId)),
    }),
  );

  app.get(
    '/v1/orgs/:orgId/knowledge/usage',
    {
      schema: {
        ...doc,
        summary: 'Knowledge-base storage: the quota and what uses it',
        params: orgIdParamsSchema,
        response: { 200: knowledgeUsageSchema, ...errors },
      },
    },
    async (request) =>
      knowledgeUsage(app, requireCaller(request), BigInt(request.params.orgId), limits),
  );

  app.get(
    '/v1/orgs/:orgId/knowledge/search-capabilities',
    {
      schema: {
        ...doc,
        summary: 'Whether passages can be found by meaning here, and the embedding models to use',
        params: orgIdParamsSchema,
        response: { 200: searchCapabilitiesSchema, ...errors },
      },
    },
    async (request) =>
      searchCapabilities(app, embedder, requireCaller(request), BigInt(request.params.orgId)),
  );

  app.post(
    base,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Create a knowledge base (owners and admins)',
        params: orgIdParamsSchema,
        body: createDatasetSchema,
        response: { 200: datasetSchema, ...errors },
      },
    },
    async (request) =>
      createDataset(
        app,
        embedder,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
      ),
  );

  app.get(
    `${base}/:datasetId`,
    {
      schema: {
        ...doc,
        summary: 'A knowledge base with its totals',
        params: datasetParamsSchema,
        response: { 200: datasetSchema, ...errors },
      },
    },
    async (request) => getDataset(app, requireCaller(request), ...ids(request.params)),
  );

  app.patch(
    `${base}/:datasetId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Rename a knowledge base or change its settings',
        params: datasetParamsSchema,
        body: updateDatasetSchema,
        response: { 200: datasetSchema, ...errors },
      },
    },
    async (request) =>
      updateDataset(app, embedder, requireCaller(request), ...ids(request.params), request.body),
  );

  app.get(
    `${base}/:datasetId/deletion-impact`,
    {
      schema: {
        ...doc,
        summary: 'What deleting the knowledge base removes, and the chats that use it',
        params: datasetParamsSchema,
        response: { 200: datasetDeletionImpactSchema, ...errors },
      },
    },
    async (request) => datasetDeletionImpact(app, requireCaller(request), ...ids(request.params)),
  );

  app.delete(
    `${base}/:datasetId`,
    {
      schema: {
        ...doc,
        summary: 'Delete a knowledge base with its folders, documents and chunks',
        params: datasetParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteDataset(app, requireCaller(request), ...ids(request.params));
      return { id: request.params.datasetId };
    },
  );

  app.get(
    `${base}/:datasetId/folders`,
    {
      schema: {
        ...doc,
        summary: "The knowledge base's folders (a flat list; parentId builds the tree)",
        params: datasetParamsSchema,
        response: { 200: folderListSchema, ...errors },
      },
    },
    async (request) => ({
      list: await listFolders(app, requireCaller(request), ...ids(request.params)),
    }),
  );

  app.post(
    `${base}/:datasetId/folders`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Create a folder',
        params: datasetParamsSchema,
        body: createFolderSchema,
        response: { 200: folderSchema, ...errors },
      },
    },
    async (request) =>
      createFolder(app, requireCaller(request), ...ids(request.params), request.body),
  );

  app.patch(
    `${base}/:datasetId/folders/:folderId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Rename a folder or move it under another',
        params: folderParamsSchema,
        body: updateFolderSchema,
        response: { 200: z.object({ id: z.string() }), ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { folderId } = request.params;
      const caller = requireCaller(request);
      await updateFolder(app, caller, ...ids(request.params), BigInt(folderId), request.body);
      return { id: folderId };
    },
  );

  app.get(
    `${base}/:datasetId/folders/:folderId/deletion-impact`,
    {
      schema: {
        ...doc,
        summary: 'What deleting the folder removes',
        params: folderParamsSchema,
        response: { 200: folderDeletionImpactSchema, ...errors },
      },
    },
    async (request) =>
      folderDeletionImpact(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.folderId),
      ),
  );

  app.delete(
    `${base}/:datasetId/folders/:folderId`,
    {
      schema: {
        ...doc,
        summary: 'Delete a folder with the folders and documents inside it',
        params: folderParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { folderId } = request.params;
      await deleteFolder(app, requireCaller(request), ...ids(request.params), BigInt(folderId));
      return { id: folderId };
    },
  );
};

export default datasetRoutes;
