/**
 * How well a passage answers a question, 0–1: the share of the question's weight the passage
 * holds. A word weighs by its rarity among the datasets' passages (BM25's inverse document
 * frequency), so a product name every passage repeats counts little and the question's rare
 * words decide. A synonym counts a little less than the word; a word no passage holds counts by
 * the share of its characters (or character pairs) the passage has, at half weight or so.
 * Comparable across questions: one threshold tells "found" from "not here".
 */
import type { Phrasing, QueryUnit } from './query-plan';

const SYNONYM_MATCH = 0.8;
const PAIRS_MATCH = 0.7;
const CHARS_MATCH = 0.4;
/** BM25's term-frequency saturation and length normalisation, for ordering. */
const K1 = 1.2;
const B = 0.5;

export interface TermStatistics {
  /** Passages searched. */
  total: number;
  /** Passages holding each word (capped: past a thousand a word is simply common). */
  counts: Map<string, number>;
}

export function inverseFrequency(stats: TermStatistics, word: string): number {
  const n = stats.counts.get(word) ?? 0;
  const total = Math.max(stats.total, n);
  return Math.log(1 + (total - n + 0.5) / (n + 0.5));
}

const LATIN = /[a-z0-9]/;

/** Times `word` occurs in `text`; a Latin word only as a whole word (not 'cat' in 'category'). */
export function occurrences(text: string, word: string): number {
  const latin = LATIN.test(word[0]!) || LATIN.test(word.at(-1)!);
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    if (
      latin &&
      ((at > 0 && LATIN.test(text[at - 1]!)) || LATIN.test(text[at + word.length] ?? ''))
    )
      continue;
    count++;
  }
  return count;
}

/** The weighted share of `pieces` found in the text. */
function pieceShare(text: string, pieces: string[], stats: TermStatistics): number {
  let found = 0;
  let all = 0;
  for (const piece of pieces) {
    const w = inverseFrequency(stats, piece);
    all += w;
    if (text.includes(piece)) found += w;
  }
  return all > 0 ? found / all : 0;
}

/** A word in the passage's headings says what the whole passage is about. */
const HEADING_TF = 2;

/** How much of the unit the passage holds (0–1) and how often its word occurs. */
function unitMatch(text: string, headings: string, unit: QueryUnit, stats: TermStatistics) {
  const tf = occurrences(text, unit.word) + HEADING_TF * occurrences(headings, unit.word);
  if (tf > 0) return { match: 1, tf };
  const synonymTf = Math.max(0, ...unit.synonyms.map((s) => occurrences(text, s)));
  if (synonymTf > 0) return { match: SYNONYM_MATCH, tf: synonymTf };
  if (!unit.pieces) return { match: 0, tf: 0 };
  const { pairs, chars } = unit.pieces;
  const match = Math.max(
    pairs.length > 0 ? PAIRS_MATCH * pieceShare(text, pairs, stats) : 0,
    // One character left of a word once stop words are out (jieba's 能带): that word's own
    // character, so it counts as much as a pair would.
    (chars.length > 1 ? CHARS_MATCH : PAIRS_MATCH) * pieceShare(text, chars, stats),
  );
  return { match, tf: match > 0 ? 1 : 0 };
}

/** A word's rarity; for a word no passage holds, that of its rarest piece. */
function unitWeight(unit: QueryUnit, stats: TermStatistics): number {
  if (!unit.pieces) return inverseFrequency(stats, unit.word);
  const pieces = [...unit.pieces.pairs, ...unit.pieces.chars];
  return Math.max(...pieces.map((p) => inverseFrequency(stats, p)));
}

export interface PassageScore {
  /** 0–1, the share of the best-answered phrasing's weight. */
  score: number;
  /** BM25 of the same words: with the score, orders the passages (denser mentions first). */
  bm25: number;
}

/** `text` is the passage's search text (headings and content), `headings` its headings, both normalised as the segmenter normalises. */
export function scorePassage(
  text: string,
  headings: string,
  phrasings: Phrasing[],
  stats: TermStatistics,
  averageLength: number,
): PassageScore {
  let best: PassageScore = { score: 0, bm25: 0 };
  const lengthNorm = 1 - B + (B * text.length) / Math.max(1, averageLength);
  for (const { units, weight } of phrasings) {
    let held = 0;
    let all = 0;
    let bm25 = 0;
    for (const unit of units) {
      const w = unitWeight(unit, stats);
      const { match, tf } = unitMatch(text, headings, unit, stats);
      all += w;
      held += w * match;
      bm25 += (w * match * tf * (K1 + 1)) / (tf + K1 * lengthNorm);
    }
    const score = all > 0 ? (weight * held) / all : 0;
    if (score > best.score || (score === best.score && bm25 > best.bm25))
      best = { score, bm25: weight * bm25 };
  }
  return best;
}
