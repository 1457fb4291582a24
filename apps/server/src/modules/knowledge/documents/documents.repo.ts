/** The SQL of documents: every function takes the organisation whose rows it touches. */
import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { datasetDocuments } from '../../../db/schema';

export type DocumentRow = typeof datasetDocuments.$inferSelect;
type NewDocument = Omit<typeof datasetDocuments.$inferInsert, 'id' | 'orgId'>;
export type DocumentChanges = Partial<
  Pick<
    DocumentRow,
    | 'name'
    | 'folderId'
    | 'kind'
    | 'status'
    | 'progress'
    | 'failure'
    | 'failureDetail'
    | 'chunkCount'
    | 'charCount'
    | 'storageKey'
    | 'bytes'
    | 'sha256'
  >
>;

const ofOrg = (orgId: bigint, documentId: bigint) =>
  and(eq(datasetDocuments.id, documentId), eq(datasetDocuments.orgId, orgId));

export interface DocumentFilter {
  datasetId: bigint;
  /** A folder, null for the top level, undefined for every folder. */
  folderId?: bigint | null;
  keyword?: string;
  offset: number;
  limit: number;
}

export async function listDocuments(db: Executor, orgId: bigint, filter: DocumentFilter) {
  const where: SQL[] = [
    eq(datasetDocuments.orgId, orgId),
    eq(datasetDocuments.datasetId, filter.datasetId),
  ];
  if (filter.folderId === null) where.push(isNull(datasetDocuments.folderId));
  else if (filter.folderId !== undefined)
    where.push(eq(datasetDocuments.folderId, filter.folderId));
  if (filter.keyword)
    where.push(sql`strpos(lower(${datasetDocuments.name}), lower(${filter.keyword})) > 0`);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(datasetDocuments)
      .where(and(...where))
      .orderBy(desc(datasetDocuments.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ n: count() })
      .from(datasetDocuments)
      .where(and(...where)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrgDocument(
  db: Executor,
  orgId: bigint,
  documentId: bigint,
  lock = false,
): Promise<DocumentRow | undefined> {
  const query = db.select().from(datasetDocuments).where(ofOrg(orgId, documentId)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A document of the dataset with the same content, other than `exceptId`. */
export async function findSameContent(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  sha256: string,
  exceptId?: bigint,
) {
  const [row] = await db
    .select({ id: datasetDocuments.id, name: datasetDocuments.name })
    .from(datasetDocuments)
    .where(
      and(
        eq(datasetDocuments.orgId, orgId),
        eq(datasetDocuments.datasetId, datasetId),
        eq(datasetDocuments.sha256, sha256),
        exceptId === undefined ? undefined : ne(datasetDocuments.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDocument(db: Executor, orgId: bigint, values: NewDocument) {
  const [row] = await db
    .insert(datasetDocuments)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateDocument(
  db: Executor,
  orgId: bigint,
  documentId: bigint,
  changes: DocumentChanges,
) {
  const [row] = await db
    .update(datasetDocuments)
    .set(changes)
    .where(ofOrg(orgId, documentId))
    .returning();
  return row;
}

/** Queues again every document of the dataset that is done or failed (a new embedding model). */
export function requeueSettled(db: Executor, orgId: bigint, datasetId: bigint) {
  return db
    .update(datasetDocuments)
    .set({ status: 'queued', progress: 0, failure: null, failureDetail: '' })
    .where(
      and(
        eq(datasetDocuments.orgId, orgId),
        eq(datasetDocuments.datasetId, datasetId),
        inArray(datasetDocuments.status, ['done', 'failed']),
      ),
    )
    .returning();
}

export async function deleteDocument(db: Executor, orgId: bigint, documentId: bigint) {
  await db.delete(datasetDocuments).where(ofOrg(orgId, documentId));
}

/** Storage keys of a dataset's documents, or of those in some folders. */
export async function datasetStorageKeys(
  db: Executor,
  orgId: bigint,
  scope: { datasetId: bigint; folderIds?: bigint[] },
): Promise<string[]> {
  const rows = await db
    .select({ key: datasetDocuments.storageKey })
    .from(datasetDocuments)
    .where(
      and(
        eq(datasetDocuments.orgId, orgId),
        eq(datasetDocuments.datasetId, scope.datasetId),
        scope.folderIds ? inArray(datasetDocuments.folderId, scope.folderIds) : undefined,
        ne(datasetDocuments.storageKey, ''),
      ),
    );
  return rows.map((r) => r.key);
}

/** Counts of documents in some folders (what deleting them removes). */
export async function countInFolders(db: Executor, orgId: bigint, folderIds: bigint[]) {
  const [row] = await db
    .select({ n: count() })
    .from(datasetDocuments)
    .where(and(eq(datasetDocuments.orgId, orgId), inArray(datasetDocuments.folderId, folderIds)));
  return Number(row?.n ?? 0);
}

/** Serialises additions within one organisation, so two uploads cannot both fit the last space. */
export const lockOrgStorage = (tx: Executor, orgId: bigint) =>
  tx.execute(sql`select pg_advisory_xact_lock(72616002, ${Number(orgId % 2_147_483_647n)})`);
