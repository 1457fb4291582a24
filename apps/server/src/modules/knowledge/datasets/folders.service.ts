import type { FastifyInstance } from 'fastify';
import type { DatasetFolder, createFolderSchema, updateFolderSchema } from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import {
  deleteFolder as deleteFolderRow,
  findDatasetFolder,
  insertFolder,
  listDatasetFolders,
  updateFolder as updateFolderRow,
  type FolderRow,
} from './datasets.repo';
import { MANAGE_DATASETS, ownDataset, readableDataset, removeStored } from './datasets.service';
import { countInFolders, datasetStorageKeys } from '../documents/documents.repo';

type CreateInput = z.output<typeof createFolderSchema>;
type UpdateInput = z.output<typeof updateFolderSchema>;

const toFolder = (row: FolderRow, documentCount: number): DatasetFolder => ({
  id: String(row.id),
  name: row.name,
  parentId: row.parentId === null ? null : String(row.parentId),
  documentCount: Number(documentCount),
});

/** The dataset's folder, or 404; a folder id of another dataset is not found here. */
export async function ownFolder(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint,
): Promise<FolderRow> {
  const row = await findDatasetFolder(db, orgId, datasetId, folderId);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** A folder given in a body: 422 on that field when it is not one of the dataset's. */
export async function folderInDataset(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint | null,
  field: string,
): Promise<bigint | null> {
  if (folderId === null) return null;
  if (!(await findDatasetFolder(db, orgId, datasetId, folderId)))
    throw new AppError(422, 'VALIDATION_FAILED', {}, [{ loc: ['body', field], msg: 'NOT_FOUND' }]);
  return folderId;
}

/** The folder and every folder below it. */
function subtree(folders: { id: bigint; parentId: bigint | null }[], rootId: bigint): bigint[] {
  const found = [rootId];
  for (let i = 0; i < found.length; i++)
    for (const f of folders) if (f.parentId === found[i]) found.push(f.id);
  return found;
}

export async function listFolders(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
): Promise<DatasetFolder[]> {
  await readableDataset(app, caller, orgId, datasetId);
  const rows = await listDatasetFolders(app.db, orgId, datasetId);
  return rows.map((r) => toFolder(r.folder, r.documentCount));
}

export async function createFolder(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  input: CreateInput,
): Promise<DatasetFolder> {
  const row = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await ownDataset(tx, orgId, datasetId, true);
    const parentId = await folderInDataset(
      tx,
      orgId,
      datasetId,
      input.parentId === null ? null : BigInt(input.parentId),
      'parentId',
    );
    return insertFolder(tx, orgId, { datasetId, parentId, name: input.name });
  });
  return toFolder(row, 0);
}

/** Renames or moves a folder; a folder never moves into itself or below itself. */
export async function updateFolder(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint,
  input: UpdateInput,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    // The dataset row is held: two moves cannot interleave into a cycle.
    await ownDataset(tx, orgId, datasetId, true);
    await ownFolder(tx, orgId, datasetId, folderId);
    let parentId: bigint | null | undefined;
    if (input.parentId !== undefined) {
      parentId = await folderInDataset(
        tx,
        orgId,
        datasetId,
        input.parentId === null ? null : BigInt(input.parentId),
        'parentId',
      );
      const folders = (await listDatasetFolders(tx, orgId, datasetId)).map((r) => r.folder);
      if (parentId !== null && subtree(folders, folderId).includes(parentId))
        throw new AppError(409, 'FOLDER_CYCLE');
    }
    await updateFolderRow(tx, orgId, folderId, { name: input.name, parentId });
  });
}

/** What deleting the folder removes: its documents and those of every folder below it. */
export async function folderDeletionImpact(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint,
): Promise<{ folders: number; documents: number }> {
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_DATASETS);
  await ownDataset(app.db, orgId, datasetId);
  await ownFolder(app.db, orgId, datasetId, folderId);
  const folders = (await listDatasetFolders(app.db, orgId, datasetId)).map((r) => r.folder);
  const ids = subtree(folders, folderId);
  return { folders: ids.length, documents: await countInFolders(app.db, orgId, ids) };
}

export async function deleteFolder(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint,
): Promise<void> {
  const keys = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_DATASETS, { lock: true });
    await ownDataset(tx, orgId, datasetId, true);
    await ownFolder(tx, orgId, datasetId, folderId);
    const folders = (await listDatasetFolders(tx, orgId, datasetId)).map((r) => r.folder);
    const stored = await datasetStorageKeys(tx, orgId, {
      datasetId,
      folderIds: subtree(folders, folderId),
    });
    await deleteFolderRow(tx, orgId, folderId);
    return stored;
  });
  await removeStored(app, keys);
}
