/**
 * Words for full-text search, the same on PGlite and PostgreSQL: the app segments Chinese with
 * jieba (neither database here has a Chinese parser), stores the words space-joined as a `simple`
 * tsvector, and asks with a tsquery of quoted words, never raw user text. Beside jieba's words a
 * passage is indexed by its Chinese characters and character pairs: a question's 退 finds the
 * passage's 退款, and its 拆开 shares 拆 with the passage's 拆封.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { STOP_WORDS } from './stop-words';

/**
 * Stored with every chunk: when segmentation changes (dictionary, normalisation, this file's
 * rules), chunks made by another version are re-segmented in the background.
 */
export const SEGMENTER_VERSION = 'jieba-2.0.3/nfkc-lower/han-1-2/2';

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
const HAN_RUN = /\p{Script=Han}+/gu;
export const HAN = /\p{Script=Han}/u;

/** Full-width letters to half-width and upper to lower before cutting: 'ＡＰＩ' finds 'api'. */
export const normalizeText = (text: string) => text.normalize('NFKC').toLowerCase();

/** A word without punctuation; '' when nothing or too much is left. */
export function cleanWord(word: string): string {
  const clean = word.replace(NOT_WORD_CHARACTER, '');
  return clean.length <= MAX_WORD_LENGTH ? clean : '';
}

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
  const normal = normalizeText(text);
  const tokens = new Set(cleanWords(segmenter().cutForSearch(normal, false)));
  for (const run of normal.match(HAN_RUN) ?? []) {
    const chars = Array.from(run);
    chars.forEach((char, i) => {
      tokens.add(char);
      if (i > 0) tokens.add(chars[i - 1]! + char);
    });
  }
  // Each word once: ranking counts occurrences in the text, not in the stored words.
  return [...tokens].join(' ');
}

/** The Chinese characters of a word, each once, for matching a word the passages do not hold. */
export function hanCharacters(word: string): string[] {
  return [...new Set(Array.from(word).filter((c) => HAN.test(c)))];
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

/** A quoted tsquery lexeme: the word can hold nothing the tsquery syntax would read. */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
