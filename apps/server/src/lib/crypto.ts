import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { READABLE_CODE_ALPHABET } from '@miaoyu/contracts/codes';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A public code for links: lowercase letters and digits, no look-alikes. */
export function publicCode(length = 12): string {
  const alphabet = READABLE_CODE_ALPHABET;
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
