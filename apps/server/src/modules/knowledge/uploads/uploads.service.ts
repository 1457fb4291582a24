/**
 * Uploads in parts, so a dropped connection costs one part, not the file. Parts wait in
 * storage (shared by every instance, like the documents' originals); the last step joins them
 * and adds the file as a one-request upload would, with the same checks (quota, duplicates).
 */
import type { FastifyInstance } from 'fastify';
import {
  UPLOAD_PART_BYTES,
  UPLOAD_TTL_HOURS,
  type DatasetDocument,
  type DatasetUpload,
  type createUploadSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { cleanFileName, sizeText } from '../../../lib/upload';
import { requireOrgPermission } from '../../orgs';
import { orgStoredBytes } from '../datasets/datasets.repo';
import { MANAGE_DATASETS, ownDataset, removeStored } from '../datasets/datasets.service';
import { addContent } from '../documents/documents.service';
import { folderInDataset } from '../datasets/folders.service';
import type { KnowledgeLimits } from '../limits';
import {
  deleteUpload,
  deleteUploadsBefore,
  findUpload,
  insertUpload,
  markPartReceived,
  partCount,
  partKey,
  partKeys,
  type UploadRow,
} from './uploads.repo';

type CreateInput = z.output<typeof createUploadSchema>;

/** The size part `index` must have: whole parts, then what is left. */
function expectedPartSize(row: UploadRow, index: number): number {
  const last = partCount(row) - 1;
  return index < last ? row.partSize : row.size - last * row.partSize;
}

function toUpload(row: UploadRow): DatasetUpload {
  return {
    id: String(row.id),
    name: row.name,
    size: row.size,
    partSize: row.partSize,
    partCount: partCount(row),
    received: row.received,
    expiresAt: new Date(row.createdAt.getTime() + UPLOAD_TTL_HOURS * 3_600_000).toISOString(),
  };
}

async function ownUpload(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  uploadId: bigint,
): Promise<UploadRow> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  const row = await findUpload(app.db, orgId, datasetId, caller.user.id, uploadId);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** Uploads left unfinished are dropped with their parts when their organisation starts another. */
async function dropExpired(app: FastifyInstance, orgId: bigint) {
  const before = new Date(Date.now() - UPLOAD_TTL_HOURS * 3_600_000);
  const expired = await deleteUploadsBefore(app.db, orgId, before);
  await removeStored(app, expired.flatMap(partKeys));
}

export async function startUpload(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: CreateInput,
  limits: KnowledgeLimits,
): Promise<DatasetUpload> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await ownDataset(app.db, orgId, datasetId);
  const name = cleanFileName(input.name);
  if (input.size > limits.maxFileBytes)
    throw new AppError(413, 'DOCUMENT_TOO_LARGE', { name, limit: sizeText(limits.maxFileBytes) });
  // Checked again, under the storage lock, when the file is added.
  if ((await orgStoredBytes(app.db, orgId)) + input.size > limits.orgQuotaBytes)
    throw new AppError(413, 'STORAGE_QUOTA_EXCEEDED', { limit: sizeText(limits.orgQuotaBytes) });
  const folderId = await folderInDataset(
    app.db,
    orgId,
    datasetId,
    input.folderId === null ? null : BigInt(input.folderId),
    'folderId',
  );
  await dropExpired(app, orgId);
  const row = await insertUpload(app.db, orgId, {
    datasetId,
    userId: caller.user.id,
    folderId,
    name,
    size: input.size,
    partSize: UPLOAD_PART_BYTES,
  });
  return toUpload(row);
}

export async function getUpload(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  uploadId: bigint,
): Promise<DatasetUpload> {
  return toUpload(await ownUpload(app, caller, orgId, datasetId, uploadId));
}

/** Stores one part; the same part again replaces it (a retry after a lost answer). */
export async function putPart(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  uploadId: bigint,
  index: number,
  bytes: Buffer | null,
): Promise<DatasetUpload> {
  const row = await ownUpload(app, caller, orgId, datasetId, uploadId);
  if (!bytes) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const expected = index < partCount(row) ? expectedPartSize(row, index) : 0;
  if (bytes.length !== expected)
    throw new AppError(400, 'UPLOAD_PART_INVALID', { index, expected });
  await app.storage.put(partKey(row, index), bytes, 'application/octet-stream');
  const updated = await markPartReceived(app.db, orgId, row.id, index);
  if (!updated) {
    // Cancelled meanwhile, or its team deleted (whose folder may be emptied already).
    await removeStored(app, [partKey(row, index)]);
    throw new AppError(404, 'NOT_FOUND');
  }
  return toUpload(updated);
}

/** Joins the parts and adds the file; the upload and its parts are gone afterwards. */
export async function completeUpload(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  uploadId: bigint,
  limits: KnowledgeLimits,
): Promise<DatasetDocument> {
  const row = await ownUpload(app, caller, orgId, datasetId, uploadId);
  const missing = partCount(row) - row.received.length;
  if (missing > 0) throw new AppError(409, 'UPLOAD_INCOMPLETE', { missing });
  const parts: Buffer[] = [];
  for (const key of partKeys(row)) {
    const part = await app.storage.get(key);
    if (!part) throw new AppError(409, 'UPLOAD_INCOMPLETE', { missing: 1 });
    parts.push(part);
  }
  const content = {
    name: row.name,
    source: 'file' as const,
    folderId: row.folderId,
    body: { bytes: Buffer.concat(parts, row.size), contentType: 'application/octet-stream' },
  };
  const drop = async () => {
    await deleteUpload(app.db, orgId, row.id);
    await removeStored(app, partKeys(row));
  };
  try {
    const document = await addContent(app, caller, orgId, datasetId, content, limits);
    await drop();
    return document;
  } catch (error) {
    // Refused for what the file is (a duplicate, over the quota): sending it again cannot help.
    if (error instanceof AppError && error.statusCode < 500 && error.statusCode !== 404)
      await drop();
    throw error;
  }
}

export async function cancelUpload(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  uploadId: bigint,
): Promise<void> {
  const row = await ownUpload(app, caller, orgId, datasetId, uploadId);
  await deleteUpload(app.db, orgId, row.id);
  await removeStored(app, partKeys(row));
}
