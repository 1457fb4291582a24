/**
 * Codes people read aloud, type from paper or pass on by hand (invite codes, bot link keys): one
 * case, and none of the characters that look alike (0/o, 1/l/i). Codes made before keep their
 * own spelling and are matched exactly; new ones are matched whatever the case, with spaces and
 * dashes ignored.
 */
export const READABLE_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** An invite code's length: about 99 bits, unguessable; shown in groups of four. */
export const INVITE_CODE_LENGTH = 20;

const readable = (length: number, prefix = '') =>
  new RegExp(`^${prefix}[${READABLE_CODE_ALPHABET}]{${length}}$`);

/**
 * How a code someone typed is stored, when it is one of the readable kind: lower case, without
 * the spaces and dashes it was grouped by. Null when it cannot be one (an older code, or noise).
 */
export function normalizeReadableCode(input: string, length: number, prefix = ''): string | null {
  const plain = input.replace(/[\s-]+/g, '').toLowerCase();
  return readable(length, prefix).test(plain) ? plain : null;
}

/** The codes a lookup tries: what was given (older codes are exact), then its normal spelling. */
export function codeCandidates(input: string, length: number, prefix = ''): string[] {
  const normal = normalizeReadableCode(input, length, prefix);
  return normal && normal !== input ? [input, normal] : [input];
}

/** A code in groups of four (`abcd-efgh-…`), as people read it; links carry it plain. */
export const groupCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
