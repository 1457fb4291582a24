/**
 * Finds the passages of some datasets that answer a question. The question's words (stop words
 * dropped) are searched all together first; when that finds fewer than were asked for, passages
 * with at least two of them; only when neither found anything, any of them. Passages found by a
 * stricter search rank above looser ones. Looser searches match many passages, and ranking is
 * what costs at a million chunks, so each ranks fewer candidates.
 */
import type { RetrievalResult, RetrievedChunk } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { buildTsQueries, innerTerms, queryTerms } from './indexing/segmenter';
import { rankChunks, type RankedChunk } from './retrieval.repo';

/** How much a looser search's best passage is worth against a stricter one's. */
const STRATEGY_WEIGHT = { all: 1, atLeastTwo: 0.7, any: 0.4 } as const;
type Strategy = keyof typeof STRATEGY_WEIGHT;
/** Most matches each search ranks. */
const CANDIDATES: Record<Strategy, number> = { all: 1000, atLeastTwo: 300, any: 200 };

export interface RetrievalOptions {
  topK: number;
  /** 0–1: passages scoring under it are left out. */
  minScore: number;
}

const toRetrieved = (row: RankedChunk, score: number): RetrievedChunk => ({
  chunkId: String(row.chunkId),
  documentId: String(row.documentId),
  documentName: row.documentName,
  datasetId: String(row.datasetId),
  content: row.content,
  score: Math.round(score * 1000) / 1000,
  headings: row.headings,
  page: row.page,
  sheet: row.sheet,
});

export async function retrieve(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  question: string,
  options: RetrievalOptions,
): Promise<RetrievalResult> {
  const started = performance.now();
  const terms = queryTerms(question);
  const inner = innerTerms(question, terms);
  const queries = buildTsQueries(terms, inner);
  const found: { row: RankedChunk; score: number }[] = [];
  const seen = new Set<bigint>();
  let strategy: Strategy | 'none' = 'none';
  const plan: [Strategy, string | null][] = [
    ['all', queries.all],
    ['atLeastTwo', queries.atLeastTwo],
    ['any', queries.any],
  ];
  for (const [name, tsquery] of terms.length === 0 ? [] : plan) {
    if (!tsquery) continue;
    if (name === 'atLeastTwo' && found.length >= options.topK) break;
    // With one word, "any" is "all" again.
    if (name === 'any' && (found.length > 0 || terms.length + inner.length === 1)) break;
    const rows = await rankChunks(db, orgId, datasetIds, tsquery, options.topK, CANDIDATES[name]);
    const best = rows[0]?.rank ?? 0;
    for (const row of rows) {
      if (seen.has(row.chunkId)) continue;
      seen.add(row.chunkId);
      found.push({ row, score: STRATEGY_WEIGHT[name] * (best > 0 ? row.rank / best : 0) });
    }
    if (rows.length > 0 && strategy === 'none') strategy = name;
  }
  const list = found
    .filter((f) => f.score >= options.minScore)
    .slice(0, options.topK)
    .map((f) => toRetrieved(f.row, f.score));
  return { terms, strategy, tookMs: Math.round((performance.now() - started) * 10) / 10, list };
}
