import { describe, expect, it } from 'vitest';
import { answerBody, answerFailed, answerSettled } from './rules';

describe('answer rules', () => {
  it('show the text once there is some, three dots before, nothing after an empty end', () => {
    expect(answerBody({ content: '', state: 'streaming' })).toBe('typing');
    expect(answerBody({ content: '你', state: 'streaming' })).toBe('text');
    expect(answerBody({ content: '你好', state: 'done' })).toBe('text');
    expect(answerBody({ content: '', state: 'error' })).toBeNull();
    expect(answerBody({ content: '', state: 'stopped' })).toBeNull();
  });

  it('call an answer failed only on error, and finished once it no longer streams', () => {
    expect(answerFailed({ state: 'error' })).toBe(true);
    expect(answerFailed({ state: 'stopped' })).toBe(false);
    expect(answerSettled({ state: 'streaming' })).toBe(false);
    for (const state of ['done', 'stopped', 'error'] as const)
      expect(answerSettled({ state })).toBe(true);
  });
});
