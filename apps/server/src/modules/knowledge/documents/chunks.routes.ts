import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chunkListQuerySchema,
  chunkListSchema,
  chunkParamsSchema,
  chunkSchema,
  chunkWithDocumentSchema,
  datasetParamsSchema,
  documentParamsSchema,
  retrievalTestResultSchema,
  retrievalTestSchema,
  updateChunkSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgMemberGate, orgPermissionGate } from '../../orgs';
import type { Config } from '../../../config';
import { perUserPerMinute } from '../../../plugins/rate-limit';
import { deleteChunk, getChunk, listChunks, updateChunk } from './chunks.service';
import { MANAGE_DATASETS } from '../datasets/datasets.service';
import type { Embedder } from '../retrieval/embedder';
import { testRetrieval } from '../retrieval/retrieval-test';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['knowledge'], security: [{ studioToken: [] }] };
const base = '/v1/orgs/:orgId/datasets/:datasetId';
const ids = (p: { orgId: string; datasetId: string }) =>
  [BigInt(p.orgId), BigInt(p.datasetId)] as const;

/** Chunks and the retrieval test: members read and search, owners and admins change. */
const chunkRoutes: FastifyPluginAsyncZod<{ embedder: Embedder; config: Config }> = async (
  app,
  { embedder, config },
) => {
  const gate = orgPermissionGate(app.db, MANAGE_DATASETS);

  app.get(
    `${base}/documents/:documentId/chunks`,
    {
      schema: {
        ...doc,
        summary: "The document's chunks in order",
        params: documentParamsSchema,
        querystring: chunkListQuerySchema,
        response: { 200: chunkListSchema, ...errors },
      },
    },
    async (request) =>
      listChunks(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.documentId),
        request.query,
      ),
  );

  app.get(
    `${base}/chunks/:chunkId`,
    {
      schema: {
        ...doc,
        summary: 'A chunk with its document (what a citation opens)',
        params: chunkParamsSchema,
        response: { 200: chunkWithDocumentSchema, ...errors },
      },
    },
    async (request) =>
      getChunk(app, requireCaller(request), ...ids(request.params), BigInt(request.params.chunkId)),
  );

  app.patch(
    `${base}/chunks/:chunkId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Edit a chunk, or turn it off for retrieval',
        params: chunkParamsSchema,
        body: updateChunkSchema,
        response: { 200: chunkSchema, ...errors },
      },
    },
    async (request) =>
      updateChunk(
        app,
        embedder,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.chunkId),
        request.body,
      ),
  );

  app.delete(
    `${base}/chunks/:chunkId`,
    {
      schema: {
        ...doc,
        summary: 'Delete a chunk',
        params: chunkParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { chunkId } = request.params;
      await deleteChunk(app, requireCaller(request), ...ids(request.params), BigInt(chunkId));
      return { id: chunkId };
    },
  );

  app.post(
    `${base}/retrieval-test`,
    {
      preValidation: orgMemberGate(app.db),
      // Per person, not per address: a team behind one office address shares no limit.
      config: { rateLimit: perUserPerMinute('retrieval-test', 120) },
      schema: {
        ...doc,
        summary: 'Search the knowledge base as a helper would, with scores and sources',
        params: datasetParamsSchema,
        body: retrievalTestSchema,
        response: { 200: retrievalTestResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A visitor of the page who leaves stops the model's rephrasing too.
      const left = new AbortController();
      reply.raw.on('close', () => left.abort());
      const caller = requireCaller(request);
      const [orgId, datasetId] = ids(request.params);
      return testRetrieval(
        app,
        config,
        embedder,
        caller,
        orgId,
        datasetId,
        request.body,
        left.signal,
      );
    },
  );
};

export default chunkRoutes;
