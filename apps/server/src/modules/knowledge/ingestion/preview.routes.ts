import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chunkPreviewQuerySchema,
  chunkPreviewSchema,
  datasetParamsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { cleanFileName } from '../../../lib/upload';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import { MANAGE_DATASETS } from '../datasets/datasets.service';
import type { IngestPool } from './ingest-pool';
import type { KnowledgeLimits } from '../limits';
import { previewChunks } from './preview.service';
import { readDocumentFile } from '../uploads/upload-file';

/** Chunk preview: try a file against chunk settings before adding it. */
const previewRoutes: FastifyPluginAsyncZod<{ limits: KnowledgeLimits; pool: IngestPool }> = async (
  app,
  { limits, pool },
) => {
  app.post(
    '/v1/orgs/:orgId/datasets/:datasetId/chunk-preview',
    {
      preValidation: orgPermissionGate(app.db, MANAGE_DATASETS),
      bodyLimit: limits.maxFileBytes + 64 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['knowledge'],
        security: [{ studioToken: [] }],
        summary:
          'How one file (multipart) would be cut with these chunk settings; nothing is stored',
        consumes: ['multipart/form-data'],
        params: datasetParamsSchema,
        querystring: chunkPreviewQuerySchema,
        response: { 200: chunkPreviewSchema, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const file = await readDocumentFile(request, limits.maxFileBytes);
      const { orgId, datasetId } = request.params;
      return previewChunks(
        app,
        pool,
        requireCaller(request),
        BigInt(orgId),
        BigInt(datasetId),
        { name: cleanFileName(file.name), bytes: file.bytes },
        request.query,
      );
    },
  );
};

export default previewRoutes;
