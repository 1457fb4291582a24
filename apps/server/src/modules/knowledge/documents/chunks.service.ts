import type { FastifyInstance } from 'fastify';
import type {
  ChunkWithDocument,
  DatasetChunk,
  chunkListQuerySchema,
  updateChunkSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import {
  deleteChunk as deleteChunkRow,
  findDatasetChunk,
  listDocumentChunks,
  recountChunks,
  updateChunk as updateChunkRow,
  type ChunkRow,
} from './chunks.repo';
import { MANAGE_DATASETS, ownDataset, readableDataset } from '../datasets/datasets.service';
import { ownDocument } from './documents.service';
import { chunkSearchText } from '../indexing/chunker';
import { indexTokens, SEGMENTER_VERSION } from '../indexing/segmenter';
import { embeddingText, type Embedder } from '../retrieval/embedder';
import { saveVectors } from '../retrieval/vectors.repo';

type PageQuery = z.output<typeof chunkListQuerySchema>;
type UpdateInput = z.output<typeof updateChunkSchema>;

const toChunk = (row: ChunkRow): DatasetChunk => ({
  id: String(row.id),
  documentId: String(row.documentId),
  position: row.position,
  content: row.content,
  enabled: row.enabled,
  page: row.page,
  sheet: row.sheet,
  headings: row.headings,
});

export async function listChunks(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
  page: PageQuery,
) {
  await readableDataset(app, caller, orgId, datasetId);
  await ownDocument(app.db, orgId, datasetId, documentId);
  const { rows, total } = await listDocumentChunks(app.db, orgId, documentId, page);
  return { list: rows.map(toChunk), total };
}

/** A passage with its document: what a citation opens for a member. */
export async function getChunk(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
): Promise<ChunkWithDocument> {
  await readableDataset(app, caller, orgId, datasetId);
  const found = await findDatasetChunk(app.db, orgId, datasetId, chunkId);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return {
    ...toChunk(found.chunk),
    documentName: found.documentName,
    datasetId: String(datasetId),
  };
}

/** A chunk the caller may change: 403 without the right, 404 outside the dataset. */
async function editableChunk(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
  lock = false,
) {
  await requireOrgPermission(db, orgId, caller.user.id, MANAGE_DATASETS, { lock });
  const dataset = await ownDataset(db, orgId, datasetId);
  const found = await findDatasetChunk(db, orgId, datasetId, chunkId);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return { dataset, chunk: found.chunk };
}

/** Edits a chunk's text (found by its new words at once) or turns it off for retrieval. */
export async function updateChunk(
  app: FastifyInstance,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
  input: UpdateInput,
): Promise<DatasetChunk> {
  // New text is embedded before anything is written: a model that fails changes nothing.
  const vector =
    input.content === undefined
      ? null
      : await newVector(app, embedder, caller, orgId, datasetId, chunkId, input.content);
  const row = await app.db.transaction(async (tx) => {
    const found = await editableChunk(tx, caller, orgId, datasetId, chunkId, true);
    const retext =
      input.content === undefined
        ? {}
        : {
            content: input.content,
            words: indexTokens(
              chunkSearchText({
                content: input.content,
                source: { headings: found.chunk.headings },
              }),
            ),
            segmenter: SEGMENTER_VERSION,
          };
    const updated = (await updateChunkRow(tx, orgId, chunkId, {
      ...retext,
      enabled: input.enabled,
    }))!;
    if (vector)
      await saveVectors(tx, orgId, datasetId, vector.model, [{ chunkId, vector: vector.values }]);
    return updated;
  });
  return toChunk(row);
}

/** The vector of a chunk's new text, when its dataset searches by meaning here. */
async function newVector(
  app: FastifyInstance,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
  content: string,
): Promise<{ model: string; values: number[] } | null> {
  if (!embedder.available) return null;
  // Refused callers learn nothing and cost no model call.
  const found = await editableChunk(app.db, caller, orgId, datasetId, chunkId);
  if (found.dataset.searchMode === 'fulltext') return null;
  const target = await embedder.target(orgId, found.dataset.embeddingModel);
  if (!target) return null;
  const [values] = await embedder.embedTexts(target, [
    embeddingText({ content, headings: found.chunk.headings }),
  ]);
  return { model: target.ref, values: values! };
}

export async function deleteChunk(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const found = await editableChunk(tx, caller, orgId, datasetId, chunkId, true);
    await deleteChunkRow(tx, orgId, chunkId);
    await recountChunks(tx, orgId, found.chunk.documentId);
  });
}
