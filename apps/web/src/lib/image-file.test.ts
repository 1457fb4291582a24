import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES } from './image-file';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('checkImageFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(checkImageFile(file(type, 10))).toBeNull();
  });

  it.each(['image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses %s', (type) => {
    expect(checkImageFile(file(type, 10))).toBe('type');
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(checkImageFile(file('image/png', IMAGE_MAX_BYTES))).toBeNull();
    expect(checkImageFile(file('image/png', IMAGE_MAX_BYTES + 1))).toBe('size');
  });
});
