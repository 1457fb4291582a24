import { describe, expect, it } from 'vitest';
import { parseAuthHeader } from './tokens';

const encode = (s: string) => Buffer.from(s).toString('base64');

describe('parseAuthHeader', () => {
  it('reads the scheme of spec §4', () => {
    expect(parseAuthHeader(`miaoyu-ai-studio ${encode('42:abcdefghijklmnopqrstuvwxyz')}`)).toEqual({
      userId: 42n,
      token: 'abcdefghijklmnopqrstuvwxyz',
    });
  });

  it.each([
    'Bearer abc',
    `miaoyu-ai-studio`,
    `miaoyu-ai-studio ${encode('abc:abcdefghijklmnopqrstuvwxyz')}`,
    `miaoyu-ai-studio ${encode('42:short')}`,
    `miaoyu-ai-studio ${encode('42')}`,
    `miaoyu-ai-studio ${encode('42:abcdefghijklmnopqrstuvwxyz')} extra`,
    `miaoyu-ai-studio ${encode('9223372036854775808:abcdefghijklmnopqrstuvwxyz')}`,
    `miaoyu-ai-studio ${encode('0:abcdefghijklmnopqrstuvwxyz')}`,
  ])('refuses %s', (header) => {
    expect(parseAuthHeader(header)).toBeNull();
  });
});
