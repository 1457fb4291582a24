import type { FastifyInstance } from 'fastify';
import { CHUNK_PREVIEW_MAX, type ChunkPreview } from '@miaoyu/contracts';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import { MANAGE_DATASETS, ownDataset } from '../datasets/datasets.service';
import type { IngestPool } from './ingest-pool';

/**
 * How a file would be cut with the given settings (the dataset's when left out): parsed and cut
 * as ingestion would, in the same worker threads, and nothing stored.
 */
export async function previewChunks(
  app: FastifyInstance,
  pool: IngestPool,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  file: { name: string; bytes: Buffer },
  settings: { chunkSize?: number; chunkOverlap?: number },
): Promise<ChunkPreview> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  const dataset = await ownDataset(app.db, orgId, datasetId);
  const result = await pool.prepare({
    bytes: file.bytes,
    name: file.name,
    options: {
      size: settings.chunkSize ?? dataset.chunkSize,
      overlap: settings.chunkOverlap ?? dataset.chunkOverlap,
    },
  });
  if (!result.ok)
    return { kind: null, failure: result.failure, total: 0, charCount: 0, chunks: [] };
  const { kind, chunks, charCount } = result.document;
  return {
    kind,
    failure: null,
    total: chunks.length,
    charCount,
    chunks: chunks.slice(0, CHUNK_PREVIEW_MAX).map((c) => ({
      content: c.content,
      headings: c.headings,
      page: c.page,
      sheet: c.sheet,
    })),
  };
}
