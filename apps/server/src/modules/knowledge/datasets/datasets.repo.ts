/** The SQL of datasets and folders: every function takes the organisation whose rows it touches. */
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { outer } from '../../../db/outer';
import {
  chatSessionDatasets,
  datasetDocuments,
  datasetFolders,
  datasets,
  helperDatasets,
} from '../../../db/schema';

export type DatasetRow = typeof datasets.$inferSelect;
export type FolderRow = typeof datasetFolders.$inferSelect;
type NewDataset = Omit<typeof datasets.$inferInsert, 'id' | 'orgId'>;
type DatasetChanges = Partial<Omit<NewDataset, 'userId'>>;

export interface DatasetTotals {
  documentCount: number;
  chunkCount: number;
  bytes: number;
}

const documentTotals = (orgId: bigint) =>
  // One pass over the org's documents; datasets without any get zeros.
  sql`(select dataset_id, count(*)::int as documents, coalesce(sum(chunk_count), 0)::int as chunks,
         coalesce(sum(bytes), 0)::bigint as bytes
       from ${datasetDocuments} where org_id = ${orgId} group by dataset_id)`;

export async function listOrgDatasets(db: Executor, orgId: bigint) {
  const totals = documentTotals(orgId);
  const rows = await db
    .select({
      dataset: datasets,
      documentCount: sql<number>`coalesce(t.documents, 0)::int`,
      chunkCount: sql<number>`coalesce(t.chunks, 0)::int`,
      bytes: sql<string>`coalesce(t.bytes, 0)::text`,
    })
    .from(datasets)
    .leftJoin(sql`${totals} t`, sql`t.dataset_id = ${datasets.id}`)
    .where(eq(datasets.orgId, orgId))
    .orderBy(asc(datasets.id));
  return rows.map((r) => ({ ...r.dataset, ...totalsOf(r) }));
}

const totalsOf = (r: { documentCount: number; chunkCount: number; bytes: string }) => ({
  documentCount: Number(r.documentCount),
  chunkCount: Number(r.chunkCount),
  bytes: Number(r.bytes),
});

/**
 * The org's dataset, or undefined; `lock` holds the row for the rest of the transaction against
 * other changes of it. Not against the key-share locks of chunks being written into it: a
 * deletion waiting for a document the indexing holds would otherwise deadlock with it.
 */
export async function findOrgDataset(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  lock = false,
): Promise<DatasetRow | undefined> {
  const query = db
    .select()
    .from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.orgId, orgId)))
    .limit(1);
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}

export async function datasetTotals(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
): Promise<DatasetTotals> {
  const [row] = await db
    .select({
      documentCount: sql<number>`count(*)::int`,
      chunkCount: sql<number>`coalesce(sum(${datasetDocuments.chunkCount}), 0)::int`,
      bytes: sql<string>`coalesce(sum(${datasetDocuments.bytes}), 0)::text`,
    })
    .from(datasetDocuments)
    .where(and(eq(datasetDocuments.orgId, orgId), eq(datasetDocuments.datasetId, datasetId)));
  return totalsOf(row!);
}

export async function insertOrgDataset(db: Executor, orgId: bigint, values: NewDataset) {
  const [row] = await db
    .insert(datasets)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateOrgDataset(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  changes: DatasetChanges,
) {
  const [row] = await db
    .update(datasets)
    .set(changes)
    .where(and(eq(datasets.id, datasetId), eq(datasets.orgId, orgId)))
    .returning();
  return row;
}

export async function deleteOrgDataset(db: Executor, orgId: bigint, datasetId: bigint) {
  await db.delete(datasets).where(and(eq(datasets.id, datasetId), eq(datasets.orgId, orgId)));
}

/** Chat sessions that answer from the dataset (they stop using it when it goes). */
export async function countSessionsUsing(db: Executor, orgId: bigint, datasetId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(chatSessionDatasets)
    .innerJoin(datasets, eq(datasets.id, chatSessionDatasets.datasetId))
    .where(and(eq(datasets.orgId, orgId), eq(chatSessionDatasets.datasetId, datasetId)));
  return Number(row?.n ?? 0);
}

export async function countHelpersUsing(db: Executor, orgId: bigint, datasetId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(helperDatasets)
    .innerJoin(datasets, eq(datasets.id, helperDatasets.datasetId))
    .where(and(eq(datasets.orgId, orgId), eq(helperDatasets.datasetId, datasetId)));
  return Number(row?.n ?? 0);
}

/** Bytes of every document the organisation stores, by dataset. */
export async function orgStorageByDataset(db: Executor, orgId: bigint) {
  const rows = await db
    .select({
      id: datasets.id,
      name: datasets.name,
      bytes: sql<string>`coalesce(sum(${datasetDocuments.bytes}), 0)::text`,
    })
    .from(datasets)
    .leftJoin(datasetDocuments, eq(datasetDocuments.datasetId, datasets.id))
    .where(eq(datasets.orgId, orgId))
    .groupBy(datasets.id)
    .orderBy(asc(datasets.id));
  return rows.map((r) => ({ id: r.id, name: r.name, bytes: Number(r.bytes) }));
}

export async function orgStoredBytes(db: Executor, orgId: bigint): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(datasetDocuments.bytes) })
    .from(datasetDocuments)
    .where(eq(datasetDocuments.orgId, orgId));
  return Number(row?.bytes ?? 0);
}

export async function listDatasetFolders(db: Executor, orgId: bigint, datasetId: bigint) {
  return db
    .select({
      folder: datasetFolders,
      documentCount: sql<number>`(select count(*)::int from ${datasetDocuments} d
        where d.folder_id = ${outer(datasetFolders.id)})`,
    })
    .from(datasetFolders)
    .where(and(eq(datasetFolders.orgId, orgId), eq(datasetFolders.datasetId, datasetId)))
    .orderBy(asc(datasetFolders.name), asc(datasetFolders.id));
}

export async function findDatasetFolder(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  folderId: bigint,
): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(datasetFolders)
    .where(
      and(
        eq(datasetFolders.id, folderId),
        eq(datasetFolders.orgId, orgId),
        eq(datasetFolders.datasetId, datasetId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertFolder(
  db: Executor,
  orgId: bigint,
  values: { datasetId: bigint; parentId: bigint | null; name: string },
) {
  const [row] = await db
    .insert(datasetFolders)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateFolder(
  db: Executor,
  orgId: bigint,
  folderId: bigint,
  changes: { name?: string; parentId?: bigint | null },
) {
  await db
    .update(datasetFolders)
    .set(changes)
    .where(and(eq(datasetFolders.id, folderId), eq(datasetFolders.orgId, orgId)));
}

export async function deleteFolder(db: Executor, orgId: bigint, folderId: bigint) {
  await db
    .delete(datasetFolders)
    .where(and(eq(datasetFolders.id, folderId), eq(datasetFolders.orgId, orgId)));
}

/** How many knowledge bases the organisation has: its plan may limit them. */
export async function countOrgDatasets(db: Executor, orgId: bigint) {
  const [row] = await db.select({ n: count() }).from(datasets).where(eq(datasets.orgId, orgId));
  return row?.n ?? 0;
}

/** The organisation's stored originals, in MB: its plan may limit them. */
export async function orgStorageMb(db: Executor, orgId: bigint) {
  const [row] = await db
    .select({ bytes: sum(datasetDocuments.bytes) })
    .from(datasetDocuments)
    .where(eq(datasetDocuments.orgId, orgId));
  return Number(row?.bytes ?? 0) / (1024 * 1024);
}
