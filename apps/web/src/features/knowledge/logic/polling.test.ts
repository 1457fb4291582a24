import { describe, expect, it } from 'vitest';
import { DOCUMENT_POLL_MS, documentsPollInterval, isBusy } from './polling';

describe('documentsPollInterval', () => {
  it('polls while any document is queued, parsing or indexing', () => {
    for (const status of ['queued', 'parsing', 'indexing'] as const)
      expect(documentsPollInterval([{ status: 'done' }, { status }])).toBe(DOCUMENT_POLL_MS);
    expect(DOCUMENT_POLL_MS).toBe(1500);
  });

  it('stops once every document is done or failed', () => {
    expect(documentsPollInterval([{ status: 'done' }, { status: 'failed' }])).toBe(false);
  });

  it('does not poll an empty or not yet loaded list', () => {
    expect(documentsPollInterval([])).toBe(false);
    expect(documentsPollInterval(undefined)).toBe(false);
  });

  it('calls only the three working states busy', () => {
    expect(isBusy('done')).toBe(false);
    expect(isBusy('failed')).toBe(false);
    expect(isBusy('parsing')).toBe(true);
  });
});
