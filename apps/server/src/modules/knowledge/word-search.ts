/**
 * Finds the passages of some datasets that answer a question. The question's words (stop words
 * dropped) are searched all together first; only when that finds nothing, passages with at least
 * two of them; only when that finds nothing either, any of them. Looser searches match many
 * passages and read every matching word list, which is what costs at a million chunks: a
 * question asks at most the searches it needs, and looser ones rank fewer candidates.
 */
import type { RetrievalResult } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { buildTsQueries, innerTerms, queryTerms } from './indexing/segmenter';
import { commonWords, rankChunks, type RankedChunk } from './retrieval.repo';

/** How much a looser search's best passage is worth against a stricter one's. */
const STRATEGY_WEIGHT = { all: 1, atLeastTwo: 0.7, any: 0.4 } as const;
type Strategy = keyof typeof STRATEGY_WEIGHT;
/** Most matches each search ranks. */
const CANDIDATES: Record<Strategy, number> = { all: 200, atLeastTwo: 200, any: 200 };

export interface WordSearch {
  terms: string[];
  strategy: RetrievalResult['strategy'];
  /** Best first; `score` 0–1 against the best, lowered for looser searches. */
  found: { row: RankedChunk; score: number }[];
}

/** The best `limit` passages of the datasets for the question's words. */
export async function searchWords(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  question: string,
  limit: number,
): Promise<WordSearch> {
  const terms = queryTerms(question);
  const inner = innerTerms(question, terms);
  // Loose searches leave out words most chunks have (unless nothing else is left): "any of"
  // them would read their whole lists and match everything.
  const common = terms.length > 0 ? await commonWords(db) : new Set<string>();
  const rare = (words: string[]) => {
    const kept = words.filter((word) => !common.has(word));
    return kept.length > 0 ? kept : words;
  };
  const strict = buildTsQueries(terms, inner);
  const loose = buildTsQueries(
    rare(terms),
    rare(inner).filter((w) => !terms.includes(w)),
  );
  let found: { row: RankedChunk; score: number }[] = [];
  let strategy: Strategy | 'none' = 'none';
  const plan: [Strategy, string | null][] = [
    ['all', strict.all],
    // Two rare words left of several: both of them is the "at least two" worth asking.
    [
      'atLeastTwo',
      loose.atLeastTwo ?? (rare(terms).length === 2 && terms.length > 2 ? loose.all : null),
    ],
    ['any', loose.any],
  ];
  const asked = new Set<string>();
  for (const [name, tsquery] of terms.length === 0 || datasetIds.length === 0 ? [] : plan) {
    // A search the same as one already asked (one word: "any" is "all") is not asked again.
    if (!tsquery || asked.has(tsquery)) continue;
    asked.add(tsquery);
    const rows = await rankChunks(db, orgId, datasetIds, tsquery, limit, CANDIDATES[name]);
    if (rows.length === 0) continue;
    const best = rows[0]!.rank;
    found = rows.map((row) => ({
      row,
      score: STRATEGY_WEIGHT[name] * (best > 0 ? row.rank / best : 0),
    }));
    strategy = name;
    break;
  }
  return { terms, strategy, found };
}
