/**
 * Joins the turns of several screenshots of one conversation, taken in order while scrolling.
 * Consecutive screenshots usually overlap: the last turns of one are the first of the next. The
 * longest such overlap (same speakers, nearly the same text — OCR differs a little between shots)
 * is kept once. Screenshots overlap by at most about one screen, so only that much is compared,
 * and every comparison stops as soon as the texts are known to differ: the work stays bounded
 * whatever the number and length of the turns.
 */
import type { Turn } from './read-screenshot';

/** Texts this close (edits over the longer length) are the same message read twice. */
const SAME_TEXT = 0.25;
/** More turns than fit on one screen, even of one-word messages. */
const MAX_OVERLAP_TURNS = 40;
/** More characters than the tallest screenshot accepted (16384 px) can show. */
const MAX_OVERLAP_CHARS = 8000;

const codePoints = (text: string) => Array.from(text, (ch) => ch.codePointAt(0)!);

/**
 * Edit distance between two strings, by code point; any result above `max` is returned as
 * `max + 1`. Only the diagonal band |i − j| ≤ max is computed (Ukkonen), and the loop ends once a
 * whole row exceeds `max`, so a bounded call costs O(length × max) at most.
 */
export function editDistance(a: string | number[], b: string | number[], max = Infinity): number {
  let x = typeof a === 'string' ? codePoints(a) : a;
  let y = typeof b === 'string' ? codePoints(b) : b;
  // What both share at the start and the end costs nothing: texts read twice differ in a few places.
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x.at(-1 - end) === y.at(-1 - end))
    end++;
  x = x.slice(start, x.length - end);
  y = y.slice(start, y.length - end);
  if (x.length > y.length) [x, y] = [y, x];
  const [n, m] = [x.length, y.length];
  const limit = Math.min(max, m);
  if (m - n > limit) return limit + 1;
  if (n === 0) return m;
  const over = limit + 1;
  let previous = new Int32Array(m + 2).fill(over);
  let current = new Int32Array(m + 2).fill(over);
  for (let j = 0; j <= Math.min(m, limit); j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - limit);
    const hi = Math.min(m, i + limit);
    current[lo - 1] = lo === 1 && i <= limit ? i : over;
    let rowMin = current[lo - 1]!;
    const xi = x[i - 1];
    for (let j = lo; j <= hi; j++) {
      const substitution = previous[j - 1]! + (xi === y[j - 1] ? 0 : 1);
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution, over);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (hi < m) current[hi + 1] = over;
    if (rowMin > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[m]!, over);
}

/** Spaces and the width of punctuation ignored, as code points; kept per turn while stitching. */
const compact = (text: string) => codePoints(text.replace(/\s+/g, '').normalize('NFKC'));

/** Edit distance over the longer length, spaces and width of punctuation ignored: 0 same, 1 unlike. */
export function textDifference(a: string, b: string): number {
  const [x, y] = [compact(a), compact(b)];
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 0 : editDistance(x, y) / longest;
}

function sameText(x: number[], y: number[]): boolean {
  const allowed = Math.floor(SAME_TEXT * Math.max(x.length, y.length));
  // Lengths alone tell most different messages apart.
  if (Math.abs(x.length - y.length) > allowed) return false;
  return editDistance(x, y, allowed) <= allowed;
}

/** Length of the longest tail of `before` that the head of `after` repeats. */
function overlap(before: Turn[], after: Turn[], compacted: (turn: Turn) => number[]): number {
  const most = Math.min(before.length, after.length, MAX_OVERLAP_TURNS);
  let longest = 0;
  for (let k = 1, chars = 0; k <= most; k++) {
    chars += compacted(before[before.length - k]!).length;
    if (chars > MAX_OVERLAP_CHARS) break;
    longest = k;
  }
  for (let k = longest; k > 0; k--) {
    const start = before.length - k;
    const repeated = after
      .slice(0, k)
      .every(
        (turn, i) =>
          turn.speaker === before[start + i]!.speaker &&
          sameText(compacted(before[start + i]!), compacted(turn)),
      );
    if (repeated) return k;
  }
  return 0;
}

export function stitchTurns(pictures: Turn[][]): Turn[] {
  const cache = new Map<Turn, number[]>();
  const compacted = (turn: Turn) => {
    let points = cache.get(turn);
    if (!points) cache.set(turn, (points = compact(turn.text)));
    return points;
  };
  const joined: Turn[] = [];
  for (const turns of pictures) joined.push(...turns.slice(overlap(joined, turns, compacted)));
  return joined;
}
