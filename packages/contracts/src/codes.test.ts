import { describe, expect, it } from 'vitest';
import {
  codeCandidates,
  groupCode,
  INVITE_CODE_LENGTH,
  normalizeReadableCode,
  READABLE_CODE_ALPHABET,
} from './codes';

describe('readable codes', () => {
  it('has no look-alike characters and one case', () => {
    for (const confusing of ['0', 'o', 'O', '1', 'l', 'I', 'i'])
      expect(READABLE_CODE_ALPHABET).not.toContain(confusing);
    expect(READABLE_CODE_ALPHABET).toBe(READABLE_CODE_ALPHABET.toLowerCase());
    expect(new Set(READABLE_CODE_ALPHABET).size).toBe(READABLE_CODE_ALPHABET.length);
  });

  it('reads a typed code whatever its case and grouping', () => {
    const code = 'abcd-efgh-jkmn-pqrs-tuvw';
    expect(normalizeReadableCode(code, INVITE_CODE_LENGTH)).toBe('abcdefghjkmnpqrstuvw');
    expect(normalizeReadableCode(' ABCD EFGH jkmn PQRS tuvw ', INVITE_CODE_LENGTH)).toBe(
      'abcdefghjkmnpqrstuvw',
    );
    expect(normalizeReadableCode('CSabcdefghjkmnpqrstuvwxy', 22, 'cs')).toBe(
      'csabcdefghjkmnpqrstuvwxy',
    );
  });

  it('leaves older codes and noise alone', () => {
    // An older invite (base64url, 24 characters) and an older key (any letters and digits).
    expect(normalizeReadableCode('Ab0_-cdEFgh1ijkLMnoPqrSt', INVITE_CODE_LENGTH)).toBeNull();
    expect(normalizeReadableCode('csAbcd0123456789Olil1Ixy', 22, 'cs')).toBeNull();
    expect(normalizeReadableCode('abcdefghjkmnpqrstuv', INVITE_CODE_LENGTH)).toBeNull();
    expect(codeCandidates('Ab0_-cdEFgh1ijkLMnoPqrSt', INVITE_CODE_LENGTH)).toEqual([
      'Ab0_-cdEFgh1ijkLMnoPqrSt',
    ]);
  });

  it('tries the exact code first, then its normal spelling', () => {
    expect(codeCandidates('ABCD-EFGH-JKMN-PQRS-TUVW', INVITE_CODE_LENGTH)).toEqual([
      'ABCD-EFGH-JKMN-PQRS-TUVW',
      'abcdefghjkmnpqrstuvw',
    ]);
    expect(codeCandidates('abcdefghjkmnpqrstuvw', INVITE_CODE_LENGTH)).toEqual([
      'abcdefghjkmnpqrstuvw',
    ]);
  });

  it('groups a code by four', () => {
    expect(groupCode('abcdefghjkmnpqrstuvw')).toBe('abcd-efgh-jkmn-pqrs-tuvw');
  });
});
