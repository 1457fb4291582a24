/** The SQL of chunks: every function takes the organisation whose rows it touches. */
import { and, asc, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { datasetChunks, datasetDocuments } from '../../db/schema';

export type ChunkRow = Omit<typeof datasetChunks.$inferSelect, 'words'>;

/** A chunk ready to store: `words` is the segmented text that becomes its tsvector. */
export interface NewChunk {
  content: string;
  headings: string[];
  page: number | null;
  sheet: string | null;
  words: string;
}

const { words: _words, ...chunkColumns } = getTableColumns(datasetChunks);

/**
 * Rows per insert: a few hundred keep each statement well under PostgreSQL's limits. Smaller
 * batches were tried for chat during ingestion (a question arriving mid-batch waits for it) and
 * did worse: more statements cost more than the shorter waits saved.
 */
export const INSERT_BATCH = 200;

export async function deleteDocumentChunks(db: Executor, orgId: bigint, documentId: bigint) {
  await db
    .delete(datasetChunks)
    .where(and(eq(datasetChunks.orgId, orgId), eq(datasetChunks.documentId, documentId)));
}

/** Adds a document's chunks from position `first` on, in one statement (see INSERT_BATCH). */
export async function insertChunks(
  db: Executor,
  orgId: bigint,
  target: { datasetId: bigint; documentId: bigint },
  chunks: NewChunk[],
  first: number,
  segmenter: string,
): Promise<void> {
  if (chunks.length === 0) return;
  await db.insert(datasetChunks).values(
    chunks.map((chunk, i) => ({
      orgId,
      datasetId: target.datasetId,
      documentId: target.documentId,
      position: first + i,
      content: chunk.content,
      headings: chunk.headings,
      page: chunk.page,
      sheet: chunk.sheet,
      words: sql`to_tsvector('simple', ${chunk.words})`,
      segmenter,
    })),
  );
}

export async function listDocumentChunks(
  db: Executor,
  orgId: bigint,
  documentId: bigint,
  page: { offset: number; limit: number },
) {
  const where = and(eq(datasetChunks.orgId, orgId), eq(datasetChunks.documentId, documentId));
  const [rows, [total]] = await Promise.all([
    db
      .select(chunkColumns)
      .from(datasetChunks)
      .where(where)
      .orderBy(asc(datasetChunks.position))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(datasetChunks).where(where),
  ]);
  return { rows: rows as ChunkRow[], total: Number(total?.n ?? 0) };
}

/** The dataset's chunk with its document's name, or undefined. */
export async function findDatasetChunk(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  chunkId: bigint,
) {
  const [row] = await db
    .select({ chunk: chunkColumns, documentName: datasetDocuments.name })
    .from(datasetChunks)
    .innerJoin(datasetDocuments, eq(datasetDocuments.id, datasetChunks.documentId))
    .where(
      and(
        eq(datasetChunks.id, chunkId),
        eq(datasetChunks.orgId, orgId),
        eq(datasetChunks.datasetId, datasetId),
      ),
    )
    .limit(1);
  return row ? { chunk: row.chunk as ChunkRow, documentName: row.documentName } : undefined;
}

export async function updateChunk(
  db: Executor,
  orgId: bigint,
  chunkId: bigint,
  changes: { content?: string; words?: string; segmenter?: string; enabled?: boolean },
) {
  const { words, ...rest } = changes;
  const [row] = await db
    .update(datasetChunks)
    .set({
      ...rest,
      ...(words === undefined ? {} : { words: sql`to_tsvector('simple', ${words})` }),
    })
    .where(and(eq(datasetChunks.id, chunkId), eq(datasetChunks.orgId, orgId)))
    .returning(chunkColumns);
  return row as ChunkRow | undefined;
}

export async function deleteChunk(db: Executor, orgId: bigint, chunkId: bigint) {
  await db
    .delete(datasetChunks)
    .where(and(eq(datasetChunks.id, chunkId), eq(datasetChunks.orgId, orgId)));
}

/** Keeps the document's chunk count true after a chunk is added or removed. */
export async function recountChunks(db: Executor, orgId: bigint, documentId: bigint) {
  await db
    .update(datasetDocuments)
    .set({
      chunkCount: sql`(select count(*)::int from ${datasetChunks} c where c.document_id = ${documentId})`,
    })
    .where(and(eq(datasetDocuments.id, documentId), eq(datasetDocuments.orgId, orgId)));
}

/** Chunks whose words another segmenter made (any organisation: a maintenance sweep). */
export async function chunksSegmentedOtherwise(db: Executor, segmenter: string, limit: number) {
  return db
    .select({
      id: datasetChunks.id,
      orgId: datasetChunks.orgId,
      content: datasetChunks.content,
      headings: datasetChunks.headings,
    })
    .from(datasetChunks)
    .where(ne(datasetChunks.segmenter, segmenter))
    .limit(limit);
}
