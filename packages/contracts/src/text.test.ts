import { describe, expect, it } from 'vitest';
import { feedbackFieldsSchema } from './feedback';
import { nicknameSchema } from './account';
import { charCount, safeText, toWellFormed } from './text';

describe('text limits count characters', () => {
  it('counts an emoji and a 汉字 as one each', () => {
    expect(charCount('妙语😀')).toBe(3);
  });

  it('accepts 2,000 emoji as feedback, and refuses 2,001', () => {
    expect(
      feedbackFieldsSchema.safeParse({ type: 'bug', content: '😀'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      feedbackFieldsSchema.safeParse({ type: 'bug', content: '😀'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('trims before counting', () => {
    expect(nicknameSchema.parse('  小妙  ')).toBe('小妙');
    expect(nicknameSchema.safeParse('   ').success).toBe(false);
  });
});

describe('the text rule', () => {
  it.each(['\u0000', 'a\u0000', '\u0000b', '小\u0000妙'])('refuses U+0000 in %j', (value) => {
    for (const schema of [safeText(), safeText().trim().max(50), nicknameSchema]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toContain('validation.nul');
    }
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(safeText().parse('a\uD800b')).toBe('a\uFFFDb');
    expect(safeText().parse('\uDC00')).toBe('\uFFFD');
    expect(safeText().parse('\uDE00\uD83D')).toBe('\uFFFD\uFFFD');
    expect(safeText().parse('😀\uD83D')).toBe('😀\uFFFD');
    expect(nicknameSchema.parse(' 小妙\uD83D ')).toBe('小妙\uFFFD');
    expect(toWellFormed('妙语😀\u202E')).toBe('妙语😀\u202E');
  });

  it('keeps right-to-left marks, emoji and other control characters as they are', () => {
    expect(safeText().parse('\u202Eabc\u200F😀\t\n')).toBe('\u202Eabc\u200F😀\t\n');
  });
});
