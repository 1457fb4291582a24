/**
 * Joins the turns of several screenshots of one conversation, taken in order while scrolling.
 * Consecutive screenshots usually overlap: the last turns of one are the first of the next. The
 * longest such overlap (same speakers, nearly the same text — OCR differs a little between shots)
 * is kept once.
 */
import type { Turn } from './read-screenshot';

/** Edit distance between two strings, by code point. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitution = previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[y.length]!;
}

const compact = (text: string) => text.replace(/\s+/g, '').normalize('NFKC');

/** Edit distance over the longer length, spaces and width of punctuation ignored: 0 same, 1 unlike. */
export function textDifference(a: string, b: string): number {
  const [x, y] = [compact(a), compact(b)];
  const longest = Math.max([...x].length, [...y].length);
  return longest === 0 ? 0 : editDistance(x, y) / longest;
}

/** Texts this close are the same message read twice. */
const SAME_TEXT = 0.25;

const sameTurn = (a: Turn, b: Turn) =>
  a.speaker === b.speaker && textDifference(a.text, b.text) <= SAME_TEXT;

/** Length of the longest tail of `before` that the head of `after` repeats. */
function overlap(before: Turn[], after: Turn[]): number {
  for (let k = Math.min(before.length, after.length); k > 0; k--) {
    const tail = before.slice(before.length - k);
    if (tail.every((turn, i) => sameTurn(turn, after[i]!))) return k;
  }
  return 0;
}

export function stitchTurns(pictures: Turn[][]): Turn[] {
  const joined: Turn[] = [];
  for (const turns of pictures) joined.push(...turns.slice(overlap(joined, turns)));
  return joined;
}
