/** A dialogue kept within what the API carries: turns of at most 2000 characters, 300 turns. */
import { SALE_TURN_MAX_CHARS, SALE_TURNS_MAX, type SaleTurn } from '@miaoyu/contracts/sales';

/** Splits a long text at line ends (else anywhere) into pieces of at most `max` characters. */
function pieces(text: string, max: number): string[] {
  const chars = Array.from(text);
  if (chars.length <= max) return [text];
  const out: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = Math.min(start + max, chars.length);
    if (end < chars.length) {
      const newline = chars.lastIndexOf('\n', end - 1);
      if (newline > start) end = newline + 1;
    }
    const piece = chars.slice(start, end).join('').trim();
    if (piece) out.push(piece);
    start = end;
  }
  return out;
}

/**
 * A long message (a pasted article) becomes several turns of the same speaker; past 300 turns
 * the earliest are left out, since the latest matter for the next reply.
 */
export function boundTurns(turns: SaleTurn[]): SaleTurn[] {
  const bounded = turns.flatMap((turn) =>
    pieces(turn.text.trim(), SALE_TURN_MAX_CHARS).map((text) => ({ speaker: turn.speaker, text })),
  );
  return bounded.slice(-SALE_TURNS_MAX);
}
