import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const SECRET = 'a-long-enough-app-secret-for-tests';

describe('SecretBox', () => {
  it('round-trips a key, including non-ASCII text', () => {
    const box = new SecretBox(SECRET, 'model-provider-keys');
    for (const plain of ['sk-abc123', '密钥-🔑-key', 'x'.repeat(500)]) {
      const sealed = box.seal(plain);
      expect(sealed).not.toContain(plain.slice(0, 6));
      expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(box.open(sealed)).toBe(plain);
      // A second box from the same secret and purpose opens it too (another instance, a restart).
      expect(new SecretBox(SECRET, 'model-provider-keys').open(sealed)).toBe(plain);
    }
  });

  it('gives a different ciphertext each time', () => {
    const box = new SecretBox(SECRET, 'model-provider-keys');
    const sealed = new Set(Array.from({ length: 20 }, () => box.seal('sk-same-key')));
    expect(sealed.size).toBe(20);
  });

  it('keeps the empty key empty', () => {
    const box = new SecretBox(SECRET, 'p');
    expect(box.seal('')).toBe('');
    expect(box.open('')).toBe('');
  });

  it('throws for another secret, another purpose or tampered data', () => {
    const box = new SecretBox(SECRET, 'model-provider-keys');
    const sealed = box.seal('sk-secret');
    expect(() =>
      new SecretBox('another-secret-of-the-same-size', 'model-provider-keys').open(sealed),
    ).toThrow();
    expect(() => new SecretBox(SECRET, 'other-purpose').open(sealed)).toThrow();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(raw.toString('base64url'))).toThrow();
    expect(() => box.open(sealed.slice(0, 10))).toThrow();
  });
});
