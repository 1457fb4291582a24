/** Uploads in parts: every function takes the organisation whose rows it touches. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { datasetUploads } from '../../../db/schema';
import { uploadsFolder } from './stored-files';

export type UploadRow = typeof datasetUploads.$inferSelect;

export const partCount = (row: Pick<UploadRow, 'size' | 'partSize'>) =>
  Math.ceil(row.size / row.partSize);
/** Where part `index` waits in storage. */
export const partKey = (row: Pick<UploadRow, 'orgId' | 'id'>, index: number) =>
  `${uploadsFolder(row.orgId)}${row.id}/${index}`;
export const partKeys = (row: UploadRow) =>
  Array.from({ length: partCount(row) }, (_, i) => partKey(row, i));
type NewUpload = Omit<typeof datasetUploads.$inferInsert, 'id' | 'orgId' | 'received'>;

export async function insertUpload(db: Executor, orgId: bigint, values: NewUpload) {
  const [row] = await db
    .insert(datasetUploads)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

/** The caller's own upload into that dataset: nobody else continues it. */
export async function findUpload(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  userId: bigint,
  uploadId: bigint,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(datasetUploads)
    .where(
      and(
        eq(datasetUploads.orgId, orgId),
        eq(datasetUploads.datasetId, datasetId),
        eq(datasetUploads.userId, userId),
        eq(datasetUploads.id, uploadId),
      ),
    );
  return row;
}

/** Notes a part as stored; sending a part again changes nothing. */
export async function markPartReceived(
  db: Executor,
  orgId: bigint,
  uploadId: bigint,
  index: number,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(datasetUploads)
    .set({
      received: sql`(select array(select distinct p from unnest(${datasetUploads.received} || ${index}::integer) as p order by p))`,
    })
    .where(and(eq(datasetUploads.orgId, orgId), eq(datasetUploads.id, uploadId)))
    .returning();
  return row;
}

export async function deleteUpload(db: Executor, orgId: bigint, uploadId: bigint) {
  await db
    .delete(datasetUploads)
    .where(and(eq(datasetUploads.orgId, orgId), eq(datasetUploads.id, uploadId)));
}

/** Removes the organisation's uploads begun before `before`, answering what they were. */
export function deleteUploadsBefore(db: Executor, orgId: bigint, before: Date) {
  return db
    .delete(datasetUploads)
    .where(and(eq(datasetUploads.orgId, orgId), lt(datasetUploads.createdAt, before)))
    .returning();
}

/** Removes a dataset's uploads (the dataset is going), answering what they were. */
export function deleteDatasetUploads(db: Executor, orgId: bigint, datasetId: bigint) {
  return db
    .delete(datasetUploads)
    .where(and(eq(datasetUploads.orgId, orgId), eq(datasetUploads.datasetId, datasetId)))
    .returning();
}
