/** Full-text search over chunks: every function takes the organisation whose chunks it reads. */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { datasetChunks, datasetDocuments } from '../../../db/schema';
import { lexeme } from '../indexing/segmenter';

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
 * Up to `limit` enabled chunks of the datasets matching `tsquery` (built by the query plan), not
 * ranked: the app scores them. `except` are chunks already found by a stricter search.
 */
export async function matchingChunks(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  tsquery: string,
  limit: number,
  except: bigint[] = [],
): Promise<RankedChunk[]> {
  if (datasetIds.length === 0) return [];
  const rows = await db
    .select(passageColumns)
    .from(datasetChunks)
    .innerJoin(datasetDocuments, eq(datasetDocuments.id, datasetChunks.documentId))
    .where(
      and(
        eq(datasetChunks.orgId, orgId),
        inArray(datasetChunks.datasetId, datasetIds),
        eq(datasetChunks.enabled, true),
        sql`${datasetChunks.words} @@ to_tsquery('simple', ${tsquery})`,
        except.length > 0 ? notInArray(datasetChunks.id, except) : undefined,
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, rank: 0 }));
}

/** Past this many passages a word is common: counting further visits as many rows. */
export const COUNT_CAP = 200;

/**
 * How many enabled chunks of the datasets hold each word (up to `COUNT_CAP`), and how many
 * chunks the datasets have: the statistics that weigh a word by its rarity. Words `known` to
 * be common are not counted (they are taken to be at the cap).
 */
export async function wordStatistics(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  words: string[],
  known: Set<string>,
): Promise<{ total: number; counts: Map<string, number> }> {
  const counts = new Map<string, number>();
  const asked = words.filter((w) => {
    if (known.has(w)) counts.set(w, COUNT_CAP);
    return !known.has(w);
  });
  const ids = sql.join(
    datasetIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const arms = [
    sql`select -1 as i, coalesce(sum(chunk_count), 0)::int as n from dataset_documents
        where org_id = ${orgId} and dataset_id in (${ids})`,
    ...asked.map(
      (word, i) =>
        sql`select ${i}::int as i, count(*)::int as n from (select 1 from dataset_chunks
              where org_id = ${orgId} and dataset_id in (${ids}) and enabled
                and words @@ to_tsquery('simple', ${lexeme(word)}) limit ${COUNT_CAP}) s`,
    ),
  ];
  const result = await db.execute(sql.join(arms, sql` union all `));
  let total = 0;
  for (const row of (result as unknown as { rows: { i: number; n: number }[] }).rows) {
    if (Number(row.i) < 0) total = Number(row.n);
    else counts.set(asked[Number(row.i)]!, Number(row.n));
  }
  return { total, counts };
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
