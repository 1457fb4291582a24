import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every occurrence of each term, ignoring case', () => {
    expect(highlightParts('Refund within 7 days; refund by card', ['refund'])).toEqual([
      { text: 'Refund', hit: true },
      { text: ' within 7 days; ', hit: false },
      { text: 'refund', hit: true },
      { text: ' by card', hit: false },
    ]);
  });

  it('prefers the longer term where two overlap (Chinese included)', () => {
    expect(highlightParts('退款流程：先申请退款', ['退款', '退款流程'])).toEqual([
      { text: '退款流程', hit: true },
      { text: '：先申请', hit: false },
      { text: '退款', hit: true },
    ]);
  });

  it('treats terms as text, not patterns, and keeps markup as text', () => {
    const parts = highlightParts('<b>a+b</b> (x)', ['a+b', '(x)']);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['a+b', '(x)']);
    expect(parts.map((part) => part.text).join('')).toBe('<b>a+b</b> (x)');
  });

  it('gives the text unmarked without terms, and nothing for no text', () => {
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', hit: false }]);
    expect(highlightParts('abc', ['  '])).toEqual([{ text: 'abc', hit: false }]);
    expect(highlightParts('', ['a'])).toEqual([]);
  });
});
