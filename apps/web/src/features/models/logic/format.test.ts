import { describe, expect, it } from 'vitest';
import { formatContextSize, maskedKey } from './format';

describe('format', () => {
  it('shows only the last 4 characters of a key, and nothing without one', () => {
    expect(maskedKey({ hasApiKey: true, apiKeyLast4: 'abcd' })).toBe('••••abcd');
    expect(maskedKey({ hasApiKey: false, apiKeyLast4: '' })).toBe('');
  });

  it('writes context sizes the way model cards do', () => {
    expect(formatContextSize(8192)).toBe('8K');
    expect(formatContextSize(131072)).toBe('128K');
    expect(formatContextSize(1_048_576)).toBe('1M');
    expect(formatContextSize(1024)).toBe('1K');
  });
});
