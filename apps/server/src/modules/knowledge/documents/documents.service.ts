import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  DatasetDocument,
  addQaSchema,
  documentListQuerySchema,
  importUrlSchema,
  pasteTextSchema,
  updateDocumentSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { ForbiddenHostError, UnresolvedHostError } from '../../../lib/outbound/guard';
import type { Caller } from '../../../lib/scope';
import { sizeText } from '../../../lib/upload';
import { requireOrgPermission } from '../../orgs';
import { orgStoredBytes } from '../datasets/datasets.repo';
import {
  MANAGE_DATASETS,
  ownDataset,
  readableDataset,
  removeStored,
} from '../datasets/datasets.service';
import {
  deleteDocument as deleteDocumentRow,
  findOrgDocument,
  findSameContent,
  insertDocument,
  lockOrgStorage,
  listDocuments as listDocumentRows,
  updateDocument as updateDocumentRow,
  type DocumentRow,
} from './documents.repo';
import { folderInDataset } from '../datasets/folders.service';
import { queueIngestion } from '../ingestion/ingest-queue';
import type { KnowledgeLimits } from '../limits';
import { newOriginalKey } from '../uploads/stored-files';
import { requireSheetsWithinLimit } from '../uploads/upload-file';

type ListQuery = z.output<typeof documentListQuerySchema>;
type UpdateInput = z.output<typeof updateDocumentSchema>;

export function toDocument(row: DocumentRow): DatasetDocument {
  return {
    id: String(row.id),
    datasetId: String(row.datasetId),
    folderId: row.folderId === null ? null : String(row.folderId),
    name: row.name,
    source: row.source,
    kind: row.kind,
    url: row.url,
    bytes: row.bytes,
    status: row.status,
    progress: row.progress,
    failure: row.failure,
    failureDetail: row.failureDetail,
    chunkCount: row.chunkCount,
    charCount: row.charCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function ownDocument(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
  lock = false,
): Promise<DocumentRow> {
  const row = await findOrgDocument(db, orgId, documentId, lock);
  if (!row || row.datasetId !== datasetId) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** 413 when `bytes` more would take the organisation over its quota. */
export async function requireStorage(
  db: Executor,
  orgId: bigint,
  bytes: number,
  limits: KnowledgeLimits,
): Promise<void> {
  if ((await orgStoredBytes(db, orgId)) + bytes > limits.orgQuotaBytes)
    throw new AppError(413, 'STORAGE_QUOTA_EXCEEDED', { limit: sizeText(limits.orgQuotaBytes) });
}

export interface NewContent {
  name: string;
  source: DocumentRow['source'];
  folderId: bigint | null;
  /** The original to keep; none for a URL, whose page is fetched by the ingestion job. */
  body?: { bytes: Buffer; contentType: string };
  url?: string;
}

/**
 * Stores the original, then records the document (queued) and asks for its ingestion. The
 * bytes are written first under a fresh key, so a refused or failed write leaves no row behind,
 * and the stray bytes are removed.
 */
export async function addContent(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  content: NewContent,
  limits: KnowledgeLimits,
): Promise<DatasetDocument> {
  const bytes = content.body?.bytes.length ?? 0;
  const sha256 = content.body ? createHash('sha256').update(content.body.bytes).digest('hex') : '';
  const storageKey = content.body ? newOriginalKey(orgId) : '';
  if (content.body) await app.storage.put(storageKey, content.body.bytes, content.body.contentType);
  let row: DocumentRow;
  try {
    row = await app.db.transaction(async (tx) => {
      await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
      await ownDataset(tx, orgId, datasetId, true);
      if (content.source === 'file' && content.body)
        requireSheetsWithinLimit(content.name, content.body.bytes);
      const folderId = await folderInDataset(tx, orgId, datasetId, content.folderId, 'folderId');
      await lockOrgStorage(tx, orgId);
      await requireStorage(tx, orgId, bytes, limits);
      await app.plans.require(tx, orgId, 'storageMb', bytes / (1024 * 1024));
      if (sha256) {
        const same = await findSameContent(tx, orgId, datasetId, sha256);
        if (same) throw new AppError(409, 'DUPLICATE_DOCUMENT', { name: same.name });
      }
      return insertDocument(tx, orgId, {
        datasetId,
        folderId,
        userId: caller.user.id,
        name: content.name,
        source: content.source,
        url: content.url ?? '',
        storageKey,
        bytes,
        sha256,
      });
    });
  } catch (error) {
    if (storageKey) await removeStored(app, [storageKey]);
    throw error;
  }
  await queueIngestion(app, row);
  return toDocument(row);
}

export const pastedText = (input: z.output<typeof pasteTextSchema>): NewContent => ({
  name: input.name,
  source: 'text',
  folderId: input.folderId === null ? null : BigInt(input.folderId),
  body: { bytes: Buffer.from(input.text, 'utf8'), contentType: 'text/plain; charset=utf-8' },
});

export const qaPairs = (input: z.output<typeof addQaSchema>): NewContent => ({
  name: input.name,
  source: 'qa',
  folderId: input.folderId === null ? null : BigInt(input.folderId),
  body: {
    bytes: Buffer.from(JSON.stringify(input.pairs), 'utf8'),
    contentType: 'application/json',
  },
});

/** A page to import: refused at once (422) when the guard would not fetch its address. */
export async function webPage(
  app: FastifyInstance,
  input: z.output<typeof importUrlSchema>,
): Promise<NewContent> {
  try {
    await app.pageOutbound.assertPublicUrl(input.url);
  } catch (error) {
    if (error instanceof ForbiddenHostError || error instanceof UnresolvedHostError) {
      const code = error instanceof ForbiddenHostError ? 'URL_FORBIDDEN' : 'URL_UNRESOLVED';
      throw new AppError(422, code, { host: error.host }, [{ loc: ['body', 'url'], msg: code }]);
    }
    throw error;
  }
  const url = new URL(input.url);
  const name = `${url.host}${url.pathname === '/' ? '' : url.pathname}`.slice(0, 200);
  return {
    name,
    source: 'url',
    url: input.url,
    folderId: input.folderId === null ? null : BigInt(input.folderId),
  };
}

export async function listDocuments(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  query: ListQuery,
) {
  await readableDataset(app, caller, orgId, datasetId);
  const folderId =
    query.folderId === 'all' ? undefined : query.folderId ? BigInt(query.folderId) : null;
  const { rows, total } = await listDocumentRows(app.db, orgId, {
    datasetId,
    folderId,
    keyword: query.keyword,
    offset: query.offset,
    limit: query.limit,
  });
  return { list: rows.map(toDocument), total };
}

export async function getDocument(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
): Promise<DatasetDocument> {
  await readableDataset(app, caller, orgId, datasetId);
  return toDocument(await ownDocument(app.db, orgId, datasetId, documentId));
}

export async function updateDocument(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
  input: UpdateInput,
): Promise<DatasetDocument> {
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await ownDocument(tx, orgId, datasetId, documentId, true);
    const folderId =
      input.folderId === undefined
        ? undefined
        : await folderInDataset(
            tx,
            orgId,
            datasetId,
            input.folderId === null ? null : BigInt(input.folderId),
            'folderId',
          );
    return (await updateDocumentRow(tx, orgId, documentId, { name: input.name, folderId }))!;
  });
  return toDocument(row);
}

export async function deleteDocument(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
): Promise<void> {
  const key = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    const row = await ownDocument(tx, orgId, datasetId, documentId, true);
    await deleteDocumentRow(tx, orgId, documentId);
    return row.storageKey;
  });
  if (key) await removeStored(app, [key]);
}

/** Parses and indexes the document again (with the dataset's current chunk settings). */
export async function reindexDocument(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  documentId: bigint,
): Promise<DatasetDocument> {
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    const current = await ownDocument(tx, orgId, datasetId, documentId, true);
    if (current.status !== 'done' && current.status !== 'failed')
      throw new AppError(409, 'DOCUMENT_BUSY');
    return (await updateDocumentRow(tx, orgId, documentId, {
      status: 'queued',
      progress: 0,
      failure: null,
      failureDetail: '',
    }))!;
  });
  await queueIngestion(app, row);
  return toDocument(row);
}
