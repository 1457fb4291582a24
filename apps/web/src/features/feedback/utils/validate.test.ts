import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_CONTACT_MAX as CONTACT_MAX,
  FEEDBACK_CONTENT_MAX as CONTENT_MAX,
  feedbackFieldsSchema,
} from '@miaoyu/contracts/feedback';
import { validateDraft } from './validate';

describe('validateDraft', () => {
  it('needs content', () => {
    expect(validateDraft({ content: '  ', contact: '' })).toEqual({ content: 'required' });
  });

  it('draws the line where the server does', () => {
    for (const [content, contact] of [
      ['妙'.repeat(CONTENT_MAX), '微'.repeat(CONTACT_MAX)],
      ['妙'.repeat(CONTENT_MAX + 1), ''],
      ['x', '微'.repeat(CONTACT_MAX + 1)],
    ] as const) {
      const server = feedbackFieldsSchema.safeParse({ type: 'bug', content, contact }).success;
      expect(Object.keys(validateDraft({ content, contact })).length === 0).toBe(server);
    }
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
