/**
 * Chunk vectors (pgvector), where the database has them: every function takes the organisation
 * whose rows it touches. The table is made when the database opens (db/vector-store.ts), not by
 * the migrations, so it is declared here rather than in the schema the migrations come from.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../../db/client';
import { datasetChunks, datasetDocuments } from '../../../db/schema';
import { MAX_INDEXED_DIMS, VECTOR_TABLE, vectorIndexSql } from '../../../db/vector-store';
import { passageColumns, type RankedChunk } from './retrieval.repo';

const vector = customType<{ data: string }>({ dataType: () => 'vector' });

const chunkVectors = pgTable(VECTOR_TABLE, {
  chunkId: bigint('chunk_id', { mode: 'bigint' }).primaryKey(),
  orgId: bigint('org_id', { mode: 'bigint' }).notNull(),
  datasetId: bigint('dataset_id', { mode: 'bigint' }).notNull(),
  model: text('model').notNull(),
  dims: integer('dims').notNull(),
  embedding: vector('embedding').notNull(),
});

/** pgvector's text form; numbers as JavaScript prints them read back exactly. */
const literal = (values: number[]) => `[${values.join(',')}]`;

/** The lengths whose HNSW index this process has made sure of. */
const indexedDims = new WeakMap<object, Set<number>>();

async function ensureIndex(db: Executor, dims: number) {
  if (dims > MAX_INDEXED_DIMS) return; // HNSW takes 2,000 at most: searched exactly instead
  const known = indexedDims.get(db) ?? new Set<number>();
  indexedDims.set(db, known);
  if (known.has(dims)) return;
  try {
    await db.execute(sql.raw(vectorIndexSql(dims)));
  } catch (error) {
    // Another instance made it at the same moment.
    if (!/already exists/.test(String((error as Error).message))) throw error;
  }
  known.add(dims);
}

export interface ChunkText {
  id: bigint;
  content: string;
  headings: string[];
}

/** A document's chunks in order, `limit` at a time after `afterId`: what gets embedded. */
export function documentChunkTexts(
  db: Executor,
  orgId: bigint,
  documentId: bigint,
  afterId: bigint,
  limit: number,
): Promise<ChunkText[]> {
  return db
    .select({
      id: datasetChunks.id,
      content: datasetChunks.content,
      headings: datasetChunks.headings,
    })
    .from(datasetChunks)
    .where(
      and(
        eq(datasetChunks.orgId, orgId),
        eq(datasetChunks.documentId, documentId),
        gt(datasetChunks.id, afterId),
      ),
    )
    .orderBy(asc(datasetChunks.id))
    .limit(limit);
}

export async function saveVectors(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  model: string,
  rows: { chunkId: bigint; vector: number[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  const dims = rows[0]!.vector.length;
  await ensureIndex(db, dims);
  await db
    .insert(chunkVectors)
    .values(
      rows.map((row) => ({
        chunkId: row.chunkId,
        orgId,
        datasetId,
        model,
        dims: row.vector.length,
        embedding: literal(row.vector),
      })),
    )
    .onConflictDoUpdate({
      target: chunkVectors.chunkId,
      set: {
        model: sql`excluded.model`,
        dims: sql`excluded.dims`,
        embedding: sql`excluded.embedding`,
      },
    });
}

export async function deleteChunkVector(db: Executor, orgId: bigint, chunkId: bigint) {
  await db
    .delete(chunkVectors)
    .where(and(eq(chunkVectors.orgId, orgId), eq(chunkVectors.chunkId, chunkId)));
}

/**
 * The `limit` enabled chunks of the datasets closest in meaning to `question` (cosine), made by
 * `model`; `rank` is the cosine similarity. The length is written into the SQL, so the planner
 * can use that length's partial HNSW index.
 */
export async function nearestChunks(
  db: Db,
  orgId: bigint,
  datasetIds: bigint[],
  model: string,
  question: number[],
  limit: number,
  iterativeScan: boolean,
): Promise<RankedChunk[]> {
  if (datasetIds.length === 0) return [];
  if (!iterativeScan) return nearest(db, orgId, datasetIds, model, question, limit);
  // One index serves every organisation: an HNSW scan that stops at its first candidates would
  // leave a small dataset's passages behind the filter. pgvector ≥ 0.8 scans on until enough.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
    return nearest(tx, orgId, datasetIds, model, question, limit);
  });
}

async function nearest(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  model: string,
  question: number[],
  limit: number,
): Promise<RankedChunk[]> {
  const dims = Math.trunc(question.length);
  const typed = sql.raw(`vector(${dims})`);
  const distance = sql`(${chunkVectors.embedding}::${typed} <=> ${literal(question)}::${typed})`;
  const nearest = db
    .select({ chunkId: chunkVectors.chunkId, distance: distance.as('distance') })
    .from(chunkVectors)
    .where(
      and(
        eq(chunkVectors.orgId, orgId),
        inArray(chunkVectors.datasetId, datasetIds),
        eq(chunkVectors.model, model),
        sql`${chunkVectors.dims} = ${sql.raw(String(dims))}`,
      ),
    )
    .orderBy(distance)
    .limit(limit * 2)
    .as('nearest');
  const rows = await db
    .select({ ...passageColumns, distance: nearest.distance })
    .from(nearest)
    .innerJoin(datasetChunks, eq(datasetChunks.id, nearest.chunkId))
    .innerJoin(datasetDocuments, eq(datasetDocuments.id, datasetChunks.documentId))
    // Disabled chunks keep their vectors (enabling one again needs no model); twice the limit
    // was read so that a few of them still leave `limit`.
    .where(eq(datasetChunks.enabled, true))
    .orderBy(asc(nearest.distance), asc(datasetChunks.id))
    .limit(limit);
  return rows.map(({ distance, ...row }) => ({ ...row, rank: 1 - Number(distance) }));
}
