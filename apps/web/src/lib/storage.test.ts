import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Guard } from './guards';
import { storage } from './storage';

const schema: Guard<{ name: string }> = (value): value is { name: string } =>
  typeof (value as { name?: unknown } | null)?.name === 'string';

describe('storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote', () => {
    storage.setJSON('thing', { name: 'a' });
    expect(storage.getJSON('thing', schema)).toEqual({ name: 'a' });
  });

  it('reads malformed JSON as absent instead of throwing', () => {
    window.localStorage.setItem('thing', '{not json');
    expect(storage.getJSON('thing', schema)).toBeNull();
  });

  it('reads JSON of the wrong shape as absent', () => {
    window.localStorage.setItem('thing', JSON.stringify({ name: 3 }));
    expect(storage.getJSON('thing', schema)).toBeNull();
    expect(storage.getJSON('missing', schema)).toBeNull();
  });

  it('survives storage that throws (private mode, full quota)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => storage.setString('k', 'v')).not.toThrow();
    expect(storage.getString('k')).toBeNull();
    expect(storage.getJSON('k', schema)).toBeNull();
  });
});
