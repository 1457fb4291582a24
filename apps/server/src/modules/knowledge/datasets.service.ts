import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DATASET_SETTINGS,
  type Dataset,
  type DatasetDeletionImpact,
  type KnowledgeUsage,
  type createDatasetSchema,
  type updateDatasetSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess, requireOrgPermission } from '../orgs/access';
import {
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
import { datasetStorageKeys } from './documents.repo';
import type { KnowledgeLimits } from './limits';

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

export async function createDataset(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: CreateInput,
): Promise<Dataset> {
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    return insertOrgDataset(tx, orgId, {
      userId: caller.user.id,
      name: input.name,
      description: input.description,
      chunkSize: input.chunkSize ?? DEFAULT_DATASET_SETTINGS.chunkSize,
      chunkOverlap: input.chunkOverlap ?? DEFAULT_DATASET_SETTINGS.chunkOverlap,
      topK: input.topK ?? DEFAULT_DATASET_SETTINGS.topK,
      minScore: input.minScore ?? DEFAULT_DATASET_SETTINGS.minScore,
    });
  });
  return toDataset(row, { documentCount: 0, chunkCount: 0, bytes: 0 });
}

/** Chunk settings apply to documents added or re-indexed after the change. */
export async function updateDataset(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: UpdateInput,
): Promise<Dataset> {
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    const current = await ownDataset(tx, orgId, datasetId, true);
    const size = input.chunkSize ?? current.chunkSize;
    const overlap = input.chunkOverlap ?? current.chunkOverlap;
    if (overlap >= size)
      throw new AppError(422, 'VALIDATION_FAILED', {}, [
        { loc: ['body', 'chunkOverlap'], msg: 'validation.chunkOverlap' },
      ]);
    return (await updateOrgDataset(tx, orgId, datasetId, input))!;
  });
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
    await deleteOrgDataset(tx, orgId, datasetId);
    return stored;
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
