import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DATASET_SETTINGS,
  type Dataset,
  type DatasetDeletionImpact,
  type KnowledgeUsage,
  type SearchCapabilities,
  type createDatasetSchema,
  type updateDatasetSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { memberAccess, requireOrgPermission } from '../../orgs';
import {
  countHelpersUsing,
  countSessionsUsing,
  datasetTotals,
  deleteOrgDataset,
  findOrgDataset,
  insertOrgDataset,
  listOrgDatasets,
  orgStorageByDataset,
  orgStoredBytes,
  updateOrgDataset,
  type DatasetRow,
  type DatasetTotals,
} from './datasets.repo';
import { datasetStorageKeys, requeueSettled } from '../documents/documents.repo';
import { queueIngestion } from '../ingestion/ingest-queue';
import type { Embedder } from '../retrieval/embedder';
import type { KnowledgeLimits } from '../limits';
import { deleteDatasetUploads, partKeys } from '../uploads/uploads.repo';

type CreateInput = z.output<typeof createDatasetSchema>;
type UpdateInput = z.output<typeof updateDatasetSchema>;

/** Owners and admins manage the knowledge base; every member reads it. */
export const MANAGE_DATASETS = 'dataset:manage';

export function toDataset(row: DatasetRow, totals: DatasetTotals): Dataset {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    chunkSize: row.chunkSize,
    chunkOverlap: row.chunkOverlap,
    topK: row.topK,
    minScore: row.minScore,
    embeddingModel: row.embeddingModel,
    searchMode: row.searchMode,
    queryRewrite: row.queryRewrite,
    builtinSynonyms: row.builtinSynonyms,
    documentCount: totals.documentCount,
    chunkCount: totals.chunkCount,
    bytes: totals.bytes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The org's dataset, or 404 (another org's id included). */
export async function ownDataset(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  lock = false,
): Promise<DatasetRow> {
  const row = await findOrgDataset(db, orgId, datasetId, lock);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** A member's view of a dataset: 404 outside the organisation or for another org's dataset. */
export async function readableDataset(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<DatasetRow> {
  await memberAccess(app.db, orgId, caller.user.id);
  return ownDataset(app.db, orgId, datasetId);
}

export async function listDatasets(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
): Promise<Dataset[]> {
  await memberAccess(app.db, orgId, caller.user.id);
  return (await listOrgDatasets(app.db, orgId)).map((row) => toDataset(row, row));
}

export async function getDataset(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<Dataset> {
  const row = await readableDataset(app, caller, orgId, datasetId);
  return toDataset(row, await datasetTotals(app.db, orgId, datasetId));
}

/** 422 on the field unless the organisation has that embedding model (empty: none, fine). */
async function checkEmbeddingModel(embedder: Embedder, orgId: bigint, ref: string | undefined) {
  if (!ref) return;
  if (!(await embedder.target(orgId, ref)))
    throw new AppError(422, 'MODEL_NOT_FOUND', {}, [
      { loc: ['body', 'embeddingModel'], msg: 'validation.embeddingModel' },
    ]);
}

export async function createDataset(
  app: FastifyInstance,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
  input: CreateInput,
): Promise<Dataset> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await checkEmbeddingModel(embedder, orgId, input.embeddingModel);
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await app.plans.require(tx, orgId, 'datasets');
    return insertOrgDataset(tx, orgId, {
      userId: caller.user.id,
      name: input.name,
      description: input.description,
      chunkSize: input.chunkSize ?? DEFAULT_DATASET_SETTINGS.chunkSize,
      chunkOverlap: input.chunkOverlap ?? DEFAULT_DATASET_SETTINGS.chunkOverlap,
      topK: input.topK ?? DEFAULT_DATASET_SETTINGS.topK,
      minScore: input.minScore ?? DEFAULT_DATASET_SETTINGS.minScore,
      embeddingModel: input.embeddingModel ?? DEFAULT_DATASET_SETTINGS.embeddingModel,
      searchMode: input.searchMode ?? DEFAULT_DATASET_SETTINGS.searchMode,
      queryRewrite: input.queryRewrite ?? DEFAULT_DATASET_SETTINGS.queryRewrite,
      builtinSynonyms: input.builtinSynonyms ?? DEFAULT_DATASET_SETTINGS.builtinSynonyms,
    });
  });
  return toDataset(row, { documentCount: 0, chunkCount: 0, bytes: 0 });
}

/**
 * Chunk settings apply to documents added or re-indexed after the change. A new embedding model
 * re-indexes every settled document at once (vectors of two models cannot be compared).
 */
export async function updateDataset(
  app: FastifyInstance,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: UpdateInput,
): Promise<Dataset> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await checkEmbeddingModel(embedder, orgId, input.embeddingModel);
  const { row, requeued } = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    const current = await ownDataset(tx, orgId, datasetId, true);
    const size = input.chunkSize ?? current.chunkSize;
    const overlap = input.chunkOverlap ?? current.chunkOverlap;
    if (overlap >= size)
      throw new AppError(422, 'VALIDATION_FAILED', {}, [
        { loc: ['body', 'chunkOverlap'], msg: 'validation.chunkOverlap' },
      ]);
    const updated = (await updateOrgDataset(tx, orgId, datasetId, input))!;
    const reembed =
      embedder.available &&
      updated.embeddingModel !== '' &&
      updated.searchMode !== 'fulltext' &&
      (updated.embeddingModel !== current.embeddingModel || current.searchMode === 'fulltext');
    return { row: updated, requeued: reembed ? await requeueSettled(tx, orgId, datasetId) : [] };
  });
  for (const document of requeued) await queueIngestion(app, document);
  return toDataset(row, await datasetTotals(app.db, orgId, datasetId));
}

export async function datasetDeletionImpact(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<DatasetDeletionImpact> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await ownDataset(app.db, orgId, datasetId);
  const totals = await datasetTotals(app.db, orgId, datasetId);
  return {
    documents: totals.documentCount,
    chunks: totals.chunkCount,
    bytes: totals.bytes,
    chatSessions: await countSessionsUsing(app.db, orgId, datasetId),
    helpers: await countHelpersUsing(app.db, orgId, datasetId),
  };
}

/** Removes the dataset with its folders, documents and chunks; chats stop answering from it. */
export async function deleteDataset(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await ownDataset(tx, orgId, datasetId, true);
    const stored = await datasetStorageKeys(tx, orgId, { datasetId });
    const unfinished = await deleteDatasetUploads(tx, orgId, datasetId);
    await deleteOrgDataset(tx, orgId, datasetId);
    return [...stored, ...unfinished.flatMap(partKeys)];
  });
  await removeStored(app, keys);
}

/** Originals of deleted documents; a key that fails to go is logged, the rows are gone anyway. */
export async function removeStored(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const key of keys) {
    await app.storage
      .delete(key)
      .catch((err: unknown) => app.log.warn({ err, key }, 'could not delete a stored document'));
  }
}

/** Members see what retrieval can do, so the settings page can say why meaning is off. */
export async function searchCapabilities(
  app: FastifyInstance,
  embedder: Embedder,
  caller: Caller,
  orgId: bigint,
): Promise<SearchCapabilities> {
  await memberAccess(app.db, orgId, caller.user.id);
  return embedder.capabilities(orgId);
}

export async function knowledgeUsage(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  limits: KnowledgeLimits,
): Promise<KnowledgeUsage> {
  await memberAccess(app.db, orgId, caller.user.id);
  const datasets = await orgStorageByDataset(app.db, orgId);
  return {
    usedBytes: await orgStoredBytes(app.db, orgId),
    quotaBytes: limits.orgQuotaBytes,
    maxFileBytes: limits.maxFileBytes,
    datasets: datasets.map((d) => ({ id: String(d.id), name: d.name, bytes: d.bytes })),
  };
}
