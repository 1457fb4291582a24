/**
 * What a question is searched by: its words (units), each with the synonyms it was given, and,
 * for a word no passage holds (an abbreviation, a colloquial form), its characters and character
 * pairs; the question's other phrasings likewise. From these come the searches, strictest first.
 */
import type { QueryExpansion } from './query-expansion-types';
import {
  cleanWord,
  HAN,
  hanCharacters,
  lexeme,
  normalizeText,
  queryTerms,
} from '../indexing/segmenter';
import { STOP_WORDS } from '../indexing/stop-words';

/** A rewritten question counts a little less than the question asked. */
export const ALTERNATIVE_WEIGHT = 0.9;
const MAX_ALTERNATIVES = 3;
const MAX_SYNONYMS = 4;

export interface QueryUnit {
  word: string;
  synonyms: string[];
  /** Set once the passages turn out not to hold the word: the pieces it is matched by instead. */
  pieces?: { pairs: string[]; chars: string[] };
}

export interface Phrasing {
  units: QueryUnit[];
  weight: number;
}

const cleanList = (words: string[], not: string) => [
  ...new Set(words.map((w) => cleanWord(normalizeText(w))).filter((w) => w && w !== not)),
];

/**
 * A synonym of a word the segmenter does not cut out of the question (退钱 read as 退 + 钱)
 * cannot ride on a unit: the question goes in again with that word replaced by each synonym.
 */
function substitutions(
  question: string,
  asked: QueryUnit[],
  synonyms: Map<string, string[]>,
): string[] {
  const text = normalizeText(question);
  const out: string[] = [];
  for (const [word, others] of synonyms) {
    if (!word || asked.some((unit) => unit.word === word)) continue;
    for (const other of others.slice(0, MAX_SYNONYMS)) {
      const replaced = text.split(word).join(normalizeText(other));
      if (replaced !== text) out.push(replaced);
    }
  }
  return out;
}

/** The question's phrasings: itself first, then the alternatives, each with its synonyms. */
export function phrasingsOf(question: string, expansion?: QueryExpansion): Phrasing[] {
  const synonyms = new Map<string, string[]>();
  for (const [word, others] of expansion?.synonyms ?? [])
    synonyms.set(cleanWord(normalizeText(word)), others);
  const unitsOf = (text: string) =>
    queryTerms(text).map((word) => ({
      word,
      synonyms: cleanList(synonyms.get(word) ?? [], word).slice(0, MAX_SYNONYMS),
    }));
  const asked = unitsOf(question);
  const seen = new Set([asked.map((u) => u.word).join(' ')]);
  const phrasings: Phrasing[] = asked.length > 0 ? [{ units: asked, weight: 1 }] : [];
  const others = [
    ...substitutions(question, asked, synonyms),
    ...(expansion?.alternatives ?? []).slice(0, MAX_ALTERNATIVES),
  ];
  for (const alternative of others) {
    const units = unitsOf(alternative);
    const key = units.map((u) => u.word).join(' ');
    if (units.length === 0 || seen.has(key)) continue;
    seen.add(key);
    phrasings.push({ units, weight: ALTERNATIVE_WEIGHT });
  }
  return phrasings;
}

/** The Chinese character pairs of a word. */
export function hanPairs(word: string): string[] {
  const chars = Array.from(word);
  const pairs: string[] = [];
  for (let i = 1; i < chars.length; i++)
    if (HAN.test(chars[i - 1]!) && HAN.test(chars[i]!)) pairs.push(chars[i - 1]! + chars[i]!);
  return [...new Set(pairs)];
}

/**
 * Gives the words no passage holds their pieces (of a Chinese word of two characters or more):
 * its character pairs and its characters, stop words left out. A word that is only a stop word
 * glued to another (jieba's 能带) becomes that other; a word made of stop words only is dropped.
 */
export function addPieces(phrasings: Phrasing[], absent: (word: string) => boolean): void {
  for (const phrasing of phrasings) {
    phrasing.units = phrasing.units.filter((unit) => {
      if (!absent(unit.word) || unit.synonyms.some((s) => !absent(s))) return true;
      const all = hanCharacters(unit.word);
      if (all.length < 2) return true;
      const chars = all.filter((c) => !STOP_WORDS.has(c));
      const pairs = hanPairs(unit.word);
      unit.pieces = { pairs: pairs.length > 1 && chars.length > 1 ? pairs : [], chars };
      return chars.length > 0;
    });
  }
}

/** Every word the phrasings are searched by (their statistics are read once). */
export function wordsOf(phrasings: Phrasing[]): string[] {
  const words = new Set<string>();
  for (const unit of phrasings.flatMap((p) => p.units)) {
    words.add(unit.word);
    for (const s of unit.synonyms) words.add(s);
    for (const piece of [...(unit.pieces?.pairs ?? []), ...(unit.pieces?.chars ?? [])])
      words.add(piece);
  }
  return [...words];
}

export type Strategy = 'all' | 'atLeastTwo' | 'any';

/**
 * A unit as a tsquery: its word or a synonym; for a word no passage holds, any of its pieces
 * (`loose`) or, in strict searches, its characters all together. Words in `common` are left out
 * of loose searches (they would read their whole lists) unless nothing else is left.
 */
function unitQuery(unit: QueryUnit, loose: boolean, common: Set<string>): string | null {
  const words = [unit.word, ...unit.synonyms].filter((w) => !loose || !common.has(w));
  if (unit.pieces) {
    if (!loose) return `(${unit.pieces.chars.map(lexeme).join(' & ')})`;
    words.push(...[...unit.pieces.pairs, ...unit.pieces.chars].filter((w) => !common.has(w)));
  }
  return words.length === 0 ? null : `(${words.map(lexeme).join(' | ')})`;
}

/** One search of all phrasings at one strictness; null when it would ask nothing new. */
export function strategyQuery(
  phrasings: Phrasing[],
  strategy: Strategy,
  common: Set<string>,
): string | null {
  const parts: string[] = [];
  for (const { units } of phrasings) {
    if (strategy === 'all') {
      const every = units.map((u) => unitQuery(u, false, common)!).join(' & ');
      parts.push(phrasings.length > 1 && units.length > 1 ? `(${every})` : every);
      continue;
    }
    const rare = units.map((u) => unitQuery(u, true, common)).filter((q) => q !== null);
    const kept = rare.length > 0 ? rare : units.map((u) => unitQuery(u, false, common)!);
    if (strategy === 'any') parts.push(...kept);
    else if (kept.length >= 2 && units.length >= 3)
      for (let i = 0; i < kept.length; i++)
        for (let j = i + 1; j < kept.length; j++) parts.push(`(${kept[i]} & ${kept[j]})`);
  }
  return parts.length === 0 ? null : parts.join(' | ');
}
