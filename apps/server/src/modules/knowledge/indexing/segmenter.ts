/**
 * Words for full-text search, the same on PGlite and PostgreSQL: the app segments Chinese with
 * jieba (neither database here has a Chinese parser), stores the words space-joined as a `simple`
 * tsvector, and asks with a tsquery of quoted words, never raw user text.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { STOP_WORDS } from './stop-words';

/**
 * Stored with every chunk: when segmentation changes (dictionary, normalisation, this file's
 * rules), chunks made by another version are re-segmented in the background.
 */
export const SEGMENTER_VERSION = 'jieba-2.0.3/nfkc-lower/1';

/** Most words a question is searched by: long pastes would otherwise match everything. */
export const MAX_QUERY_TERMS = 12;
/** A longer "word" is noise (a hash, a base64 run) and could exceed the tsvector word limit. */
const MAX_WORD_LENGTH = 60;

let jieba: Jieba | undefined;
/** Loading the dictionary takes ~0.3 s: only processes that segment pay for it. */
const segmenter = (): Jieba => (jieba ??= Jieba.withDict(dict));

export function warmSegmenter(): void {
  segmenter();
}

const NOT_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu;

/** Full-width letters to half-width and upper to lower before cutting: 'ＡＰＩ' finds 'api'. */
const normalizeText = (text: string) => text.normalize('NFKC').toLowerCase();

/** Punctuation out; empty and overlong words dropped. */
function cleanWords(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const clean = word.replace(NOT_WORD_CHARACTER, '');
    if (clean.length > 0 && clean.length <= MAX_WORD_LENGTH) out.push(clean);
  }
  return out;
}

/**
 * The words a passage is found by, space-joined for `to_tsvector('simple', …)`. Search mode adds
 * the dictionary words inside long ones (数据库 also gives 数据), so shorter questions find it.
 * HMM guessing is off here and in questions: a guessed word depends on its neighbours, so the
 * same name could be cut differently in a passage and in a question and never match.
 */
export function indexTokens(text: string): string {
  if (text.length === 0) return '';
  return cleanWords(segmenter().cutForSearch(normalizeText(text), false)).join(' ');
}

/**
 * The words a question is searched by: segmented, stop words out, each once, at most
 * `MAX_QUERY_TERMS`. A question made only of stop words ("是什么") keeps them: it asks for them.
 */
export function queryTerms(question: string): string[] {
  const words = [...new Set(cleanWords(segmenter().cut(normalizeText(question), false)))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_QUERY_TERMS);
}

/**
 * Dictionary words hidden inside the question's other words, for the loosest search only:
 * the question says 开发票, the passage 开具发票.
 */
export function innerTerms(question: string, terms: string[]): string[] {
  const known = new Set(terms);
  const inner = cleanWords(segmenter().cutAll(normalizeText(question))).filter(
    (word) => word.length >= 2 && !known.has(word) && !STOP_WORDS.has(word),
  );
  return [...new Set(inner)].slice(0, MAX_QUERY_TERMS);
}

/** A quoted tsquery lexeme: the word can hold nothing the tsquery syntax would read. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

export interface TsQueries {
  /** Every word. */
  all: string;
  /** Any two of the words; null when there are fewer than three (then it equals `all`). */
  atLeastTwo: string | null;
  /** Any word, or any word found inside them. */
  any: string;
}

/**
 * The three searches of a question, strictest first; `inner` words join only the last.
 * Call with at least one term.
 */
export function buildTsQueries(terms: string[], inner: string[] = []): TsQueries {
  const quoted = terms.map(lexeme);
  const pairs: string[] = [];
  for (let i = 0; i < quoted.length; i++)
    for (let j = i + 1; j < quoted.length; j++) pairs.push(`(${quoted[i]} & ${quoted[j]})`);
  return {
    all: quoted.join(' & '),
    atLeastTwo: quoted.length >= 3 ? pairs.join(' | ') : null,
    any: [...quoted, ...inner.map(lexeme)].join(' | '),
  };
}
