import { describe, expect, it } from 'vitest';
import { idSchema, isId, MAX_ID } from './ids';

describe('idSchema', () => {
  it.each(['1', '42', '9223372036854775806', MAX_ID])('accepts %s', (value) => {
    expect(idSchema.parse(value)).toBe(value);
    expect(isId(value)).toBe(true);
  });

  it.each([
    ['2^63', '9223372036854775808'],
    ['the largest 19-digit number', '9999999999999999999'],
    ['20 digits', '99999999999999999999'],
    ['zero', '0'],
    ['leading zeros', '00001'],
    ['leading zeros padding a too-large id', '09223372036854775808'],
    ['a sign', '-1'],
    ['a plus sign', '+1'],
    ['a decimal', '1.0'],
    ['an exponent', '1e3'],
    ['spaces', ' 1'],
    ['empty', ''],
    ['NUL', '1\u0000'],
    ['full-width digits', '１２'],
  ])('refuses %s with validation.id', (_name, value) => {
    const result = idSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain('validation.id');
    expect(isId(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [1, 2 ** 63, null, undefined, {}, ['1']])
      expect(idSchema.safeParse(value).success).toBe(false);
  });
});
