import { describe, expect, it } from 'vitest';
import { SALE_TURN_MAX_CHARS, SALE_TURNS_MAX } from '@miaoyu/contracts/sales';
import { boundTurns } from './turns';

describe('a dialogue within the API’s bounds', () => {
  it('splits a long message into turns of the same speaker, at line ends when it can', () => {
    const line = `${'价'.repeat(999)}\n`;
    const text = line.repeat(5);
    const turns = boundTurns([{ speaker: 'customer', text }]);
    expect(turns.every((t) => Array.from(t.text).length <= SALE_TURN_MAX_CHARS)).toBe(true);
    expect(turns.every((t) => t.speaker === 'customer')).toBe(true);
    expect(turns.map((t) => t.text.replace(/\n/g, '')).join('')).toBe('价'.repeat(999 * 5));
    expect(turns).toHaveLength(3);
  });

  it('cuts a line with no line end anywhere, counting a 汉字 or an emoji as one', () => {
    const turns = boundTurns([{ speaker: 'me', text: '😀'.repeat(SALE_TURN_MAX_CHARS + 1) }]);
    expect(turns.map((t) => Array.from(t.text).length)).toEqual([SALE_TURN_MAX_CHARS, 1]);
  });

  it('keeps the latest 300 turns', () => {
    const turns = Array.from({ length: SALE_TURNS_MAX + 5 }, (_, i) => ({
      speaker: 'me' as const,
      text: String(i),
    }));
    const bounded = boundTurns(turns);
    expect(bounded).toHaveLength(SALE_TURNS_MAX);
    expect(bounded[0]!.text).toBe('5');
  });
});
