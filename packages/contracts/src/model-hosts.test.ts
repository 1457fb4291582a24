import { describe, expect, it } from 'vitest';
import { allowModelHostSchema, canonicalHostEntry, hostEntryOf } from './model-hosts';

describe('allow-list entries for model hosts', () => {
  it('writes an entry as the outbound guard compares it', () => {
    expect(canonicalHostEntry(' 127.0.0.1:11434 ')).toBe('127.0.0.1:11434');
    expect(canonicalHostEntry('GPU-Box.Internal.:08000')).toBe('gpu-box.internal:8000');
    expect(canonicalHostEntry('ollama')).toBe('ollama');
    expect(canonicalHostEntry('[::1]:8000')).toBe('[::1]:8000');
    expect(canonicalHostEntry('[0:0:0:0:0:0:0:1]')).toBe('::1');
    expect(canonicalHostEntry('fd00::1')).toBe('fd00::1');
  });

  it('refuses what is not a host', () => {
    for (const bad of [
      '',
      'http://127.0.0.1:11434',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      '127.0.0.1:',
      '999.1.1.1',
      'a b',
      '*.internal',
      '-bad.host',
      '[::1',
      '[nothex::1]:80',
      'host/path',
      '本地',
    ])
      expect(canonicalHostEntry(bad), bad).toBeNull();
  });

  it('validates the form with the same rule and a message key', () => {
    expect(allowModelHostSchema.parse({ host: 'LOCALHOST:11434' })).toEqual({
      host: 'localhost:11434',
      note: '',
    });
    const failed = allowModelHostSchema.safeParse({ host: 'http://x' });
    expect(failed.error?.issues[0]?.message).toBe('validation.modelHost');
  });

  it('names the entry that allows a base URL, with its port', () => {
    expect(hostEntryOf('http://127.0.0.1:11434/v1')).toBe('127.0.0.1:11434');
    expect(hostEntryOf('http://gpu-box/v1')).toBe('gpu-box:80');
    expect(hostEntryOf('https://[::1]/v1')).toBe('[::1]:443');
    expect(hostEntryOf('not a url')).toBeNull();
  });
});
