/** The SQL of chunks: every function takes the organisation whose rows it touches. */
import { and, asc, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { datasetChunks, datasetDocuments } from '../../../db/schema';
import type { PackedChunks } from '../ingestion/chunk-batches';

export type ChunkRow = Omit<typeof datasetChunks.$inferSelect, 'words'>;

const { words: _words, ...chunkColumns } = getTableColumns(datasetChunks);

export async function deleteDocumentChunks(db: Executor, orgId: bigint, documentId: bigint) {
  await db
    .delete(datasetChunks)
    .where(and(eq(datasetChunks.orgId, orgId), eq(datasetChunks.documentId, documentId)));
}

/**
 * Adds a document's chunks from position `first` on, in one statement (see chunk-batches.ts). The
 * rows go as one JSON text that the database unpacks: building and encoding a parameter per
 * column of every row held the server's event loop for tens of milliseconds a batch, which
 * questions asked during an ingestion waited for.
 */
export async function insertChunks(
  db: Executor,
  orgId: bigint,
  target: { datasetId: bigint; documentId: bigint },
  rows: PackedChunks,
  first: number,
  segmenter: string,
): Promise<void> {
  await db.execute(sql`
    insert into ${datasetChunks}
      (org_id, dataset_id, document_id, position, content, headings, page, sheet, words, segmenter)
    select ${orgId}, ${target.datasetId}, ${target.documentId}, ${first - 1}::int + r.i,
      r.content, r.headings, r.page, r.sheet, to_tsvector('simple', r.words), ${segmenter}
    from rows from (
      json_to_recordset(${rows}::json)
        as (content text, headings jsonb, page int, sheet text, words text)
    ) with ordinality as r(content, headings, page, sheet, words, i)`);
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
