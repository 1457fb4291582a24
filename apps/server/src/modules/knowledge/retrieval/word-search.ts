/**
 * Finds the passages of some datasets that answer a question, by its words. Candidates come
 * from the word index, strictest search first (every word; any two; any word or piece of a word
 * no passage holds); a looser search runs only while fewer than asked for were found, and adds to
 * them. Looser searches match many passages, which is what costs at a million chunks. The
 * candidates are then scored in the app by how much of the question's rarity-weighted words they
 * hold (passage-score.ts), so the score is comparable across questions, and ordered by that and
 * their BM25 together.
 */
import type { RetrievalResult } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { normalizeText } from '../indexing/segmenter';
import { askedAnswerTypes, holdsAnswerType } from './answer-types';
import { scorePassage, type TermStatistics } from './passage-score';
import type { QueryExpansion } from './query-expansion-types';
import { addPieces, phrasingsOf, strategyQuery, wordsOf, type Strategy } from './query-plan';
import { commonWords, matchingChunks, wordStatistics, type RankedChunk } from './retrieval.repo';

/** Most candidates one search hands to scoring. */
const CANDIDATES = 200;
/** How far up holding the kind of answer asked for (a time, a price) moves a passage. */
const ANSWER_TYPE_WEIGHT = 0.2;
const STRATEGIES: Strategy[] = ['all', 'atLeastTwo', 'any'];

export interface WordSearch {
  terms: string[];
  /** The loosest search that was needed. */
  strategy: RetrievalResult['strategy'];
  /** Best first; `score` 0–1, the share of the question's weight the passage holds. */
  found: { row: RankedChunk; score: number }[];
}

const searchText = (row: RankedChunk) => normalizeText([...row.headings, row.content].join('\n'));

/** The best `limit` passages of the datasets for the question's words. */
export async function searchWords(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  question: string,
  limit: number,
  expansion?: QueryExpansion,
): Promise<WordSearch> {
  const phrasings = phrasingsOf(question, expansion);
  const terms = phrasings[0]?.units.map((u) => u.word) ?? [];
  if (phrasings.length === 0 || datasetIds.length === 0)
    return { terms, strategy: 'none', found: [] };
  // Loose searches and counting leave out words most chunks have: they would read whole lists.
  const common = await commonWords(db);
  // The strictest search is asked beside the counting: it is the same search afterwards
  // unless a word turns out to be in no passage (then it found nothing anyway).
  const strictest = strategyQuery(phrasings, 'all', common)!;
  const [stats, strictRows]: [TermStatistics, RankedChunk[]] = await Promise.all([
    wordStatistics(db, orgId, datasetIds, wordsOf(phrasings), common),
    matchingChunks(db, orgId, datasetIds, strictest, CANDIDATES),
  ]);
  const absent = (word: string) => (stats.counts.get(word) ?? 0) === 0;
  addPieces(phrasings, absent);
  const pieces = wordsOf(phrasings).filter((w) => !stats.counts.has(w));
  if (pieces.length > 0) {
    const more = await wordStatistics(db, orgId, datasetIds, pieces, common);
    for (const [word, n] of more.counts) stats.counts.set(word, n);
  }

  const rows: RankedChunk[] = [];
  let strategy: Strategy | 'none' = 'none';
  const asked = new Set<string>();
  for (const name of STRATEGIES) {
    if (rows.length >= limit) break;
    const tsquery = strategyQuery(phrasings, name, common);
    // A search the same as one already asked (one word: "any" is "all") is not asked again.
    if (!tsquery || asked.has(tsquery)) continue;
    asked.add(tsquery);
    const more =
      tsquery === strictest
        ? strictRows
        : await matchingChunks(
            db,
            orgId,
            datasetIds,
            tsquery,
            CANDIDATES,
            rows.map((r) => r.chunkId),
          );
    if (more.length > 0) strategy = name;
    rows.push(...more);
  }

  const texts = rows.map(searchText);
  const averageLength = texts.reduce((sum, t) => sum + t.length, 0) / Math.max(1, texts.length);
  const scored = rows
    .map((row, i) => ({
      row,
      text: texts[i]!,
      ...scorePassage(
        texts[i]!,
        normalizeText(row.headings.join('\n')),
        phrasings,
        stats,
        averageLength,
      ),
    }))
    .filter((c) => c.score > 0);
  // Order by how much of the question a passage holds and, as much, by how densely it holds the
  // rare words against the best candidate (BM25): coverage alone ranks a long passage that
  // touches every word above the short one that answers; the score stays the coverage.
  const topBm25 = Math.max(1e-9, ...scored.map((c) => c.bm25));
  const ordered = scored.map((c) => ({ ...c, order: c.score + c.bm25 / topBm25 }));
  const byOrder = (a: (typeof ordered)[number], b: (typeof ordered)[number]) =>
    b.order - a.order || Number(a.row.chunkId - b.row.chunkId);
  ordered.sort(byOrder);
  // Holding the kind of answer asked for can only lift a passage within reach of the top: only
  // those are read for it (a million-chunk search hands up to 600 candidates here).
  const answerTypes = askedAnswerTypes(normalizeText(question));
  if (answerTypes.length > 0 && ordered.length > 0) {
    const reach = ordered[Math.min(limit, ordered.length) - 1]!.order - ANSWER_TYPE_WEIGHT;
    for (const c of ordered) {
      if (c.order < reach) break;
      if (holdsAnswerType(c.text, answerTypes)) c.order += ANSWER_TYPE_WEIGHT;
    }
    ordered.sort(byOrder);
  }
  const found = ordered
    .slice(0, limit)
    .map(({ row, score }) => ({ row: { ...row, rank: score }, score }));
  return { terms, strategy, found };
}
