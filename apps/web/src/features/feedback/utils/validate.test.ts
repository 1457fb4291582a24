import { describe, expect, it } from 'vitest';
import { charCount, CONTACT_MAX, CONTENT_MAX, validateDraft } from './validate';

describe('charCount', () => {
  it('counts characters, not bytes or UTF-16 units', () => {
    expect(charCount('')).toBe(0);
    expect(charCount('妙语')).toBe(2);
    expect(charCount('好👍')).toBe(2);
    expect(charCount('abc')).toBe(3);
  });
});

describe('validateDraft', () => {
  it('needs content', () => {
    expect(validateDraft({ content: '  ', contact: '' })).toEqual({ content: 'required' });
  });

  it('takes exactly 2000 Chinese characters and refuses 2001', () => {
    expect(validateDraft({ content: '妙'.repeat(CONTENT_MAX), contact: '' })).toEqual({});
    expect(validateDraft({ content: '妙'.repeat(CONTENT_MAX + 1), contact: '' })).toEqual({
      content: 'tooLong',
    });
  });

  it('limits the contact to 100 characters', () => {
    expect(validateDraft({ content: 'x', contact: '微'.repeat(CONTACT_MAX) })).toEqual({});
    expect(validateDraft({ content: 'x', contact: '微'.repeat(CONTACT_MAX + 1) })).toEqual({
      contact: 'tooLong',
    });
  });
});
