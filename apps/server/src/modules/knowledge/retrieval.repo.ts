/** Full-text search over chunks: every function takes the organisation whose chunks it reads. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { datasetChunks, datasetDocuments } from '../../db/schema';

export interface RankedChunk {
  chunkId: bigint;
  documentId: bigint;
  datasetId: bigint;
  documentName: string;
  content: string;
  headings: string[];
  page: number | null;
  sheet: string | null;
  rank: number;
}

/** A found passage as retrieval answers it: the chunk, where it sits, its document's name. */
export const passageColumns = {
  chunkId: datasetChunks.id,
  documentId: datasetChunks.documentId,
  datasetId: datasetChunks.datasetId,
  documentName: datasetDocuments.name,
  content: datasetChunks.content,
  headings: datasetChunks.headings,
  page: datasetChunks.page,
  sheet: datasetChunks.sheet,
};

/**
 * The best `limit` enabled chunks of the datasets matching `tsquery` (built by the segmenter).
 * Ranking unpacks each match's words: only the first `candidateLimit` matches are ranked, so a
 * question made of common words costs a bounded time at a million chunks.
 */
export async function rankChunks(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  tsquery: string,
  limit: number,
  candidateLimit: number,
): Promise<RankedChunk[]> {
  if (datasetIds.length === 0) return [];
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const candidates = db
    .select({ id: datasetChunks.id, words: datasetChunks.words })
    .from(datasetChunks)
    .where(
      and(
        eq(datasetChunks.orgId, orgId),
        inArray(datasetChunks.datasetId, datasetIds),
        eq(datasetChunks.enabled, true),
        sql`${datasetChunks.words} @@ ${query}`,
      ),
    )
    .limit(candidateLimit)
    .as('candidates');
  const rank = sql<number>`ts_rank_cd(${candidates.words}, ${query})`.as('rank');
  const ranked = db
    .select({ id: candidates.id, rank })
    .from(candidates)
    .orderBy(desc(rank))
    .limit(limit)
    .as('ranked');
  const rows = await db
    .select({ ...passageColumns, rank: ranked.rank })
    .from(ranked)
    .innerJoin(datasetChunks, eq(datasetChunks.id, ranked.id))
    .innerJoin(datasetDocuments, eq(datasetDocuments.id, datasetChunks.documentId))
    .orderBy(desc(ranked.rank), datasetChunks.id);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}

/** Words matching more chunks than this make a loose search slow: it reads their whole lists. */
const COMMON_MATCHES = 1500;
const WORD_STATS_TTL_MS = 10 * 60_000;
const commonWordsCache = new WeakMap<object, { at: number; words: Promise<Set<string>> }>();

/**
 * The words so frequent that a search for "any of them" would read a long list for each (from
 * the statistics ANALYZE keeps of the most common words, over all organisations: it shapes the
 * searches, never what they return). Empty until the table is analysed or while it is small.
 */
export function commonWords(db: Executor): Promise<Set<string>> {
  const cached = commonWordsCache.get(db);
  if (cached && Date.now() - cached.at < WORD_STATS_TTL_MS) return cached.words;
  const words = db
    .execute(
      sql`select w.word from pg_stats s
            cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
              as w(word, share)
          where s.schemaname = current_schema() and s.tablename = 'dataset_chunks'
            and s.attname = 'words' and w.word is not null
            and w.share * (select reltuples from pg_class where oid = 'dataset_chunks'::regclass)
              > ${COMMON_MATCHES}`,
    )
    // Both drivers answer with `rows`.
    .then((result) => (result as unknown as { rows: { word: string }[] }).rows)
    .then((rows) => new Set(rows.map((r) => r.word)))
    .catch(() => new Set<string>());
  commonWordsCache.set(db, { at: Date.now(), words });
  return words;
}

/**
 * Refreshes a table's planner statistics once it has grown by a fifth since they were taken.
 * PostgreSQL's autovacuum does this on a server; the embedded database has none, and without
 * statistics the planner searches a large dataset through the wrong index.
 */
export async function analyzeIfGrown(
  db: Executor,
  table: 'dataset_chunks' | 'dataset_chunk_vectors',
): Promise<boolean> {
  const result = await db.execute(
    sql`select relpages, pg_relation_size(oid) / current_setting('block_size')::int as pages
        from pg_class where oid = to_regclass(${table})`,
  );
  const row = (result as unknown as { rows: { relpages: number; pages: number | string }[] })
    .rows[0];
  if (!row || Number(row.pages) <= Number(row.relpages) * 1.2 + 8) return false;
  await db.execute(sql.raw(`analyze ${table}`));
  return true;
}
