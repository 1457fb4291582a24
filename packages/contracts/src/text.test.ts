import { describe, expect, it } from 'vitest';
import { feedbackFieldsSchema } from './feedback';
import { nicknameSchema } from './account';
import { charCount } from './text';

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
