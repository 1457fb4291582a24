import { describe, expect, it } from 'vitest';
import { isArrayOf, isBoolean, isInteger, isRecordOf, isString, oneOf } from './guards';

describe('guards of stored values', () => {
  it('accept only their own kind', () => {
    expect([true, false, 'true', 0, null].map(isBoolean)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['', 'a', 1, undefined].map(isString)).toEqual([true, true, false, false]);
    expect(['light', 'dark', 'Dark', 1].map(oneOf('light', 'dark'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('keep integers within their bounds', () => {
    const width = isInteger(160, 400);
    expect([160, 400, 220, 159, 401, 220.5, '220', NaN].map(width)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('check every item of an array and every value of a record', () => {
    expect(isArrayOf(isString)(['a', 'b'])).toBe(true);
    expect(isArrayOf(isString)(['a', 1])).toBe(false);
    expect(isArrayOf(isString)({ 0: 'a' })).toBe(false);
    expect(isRecordOf(isString)({ a: 'x' })).toBe(true);
    expect(isRecordOf(isString)({ a: 1 })).toBe(false);
    expect(isRecordOf(isString)(['x'])).toBe(false);
    expect(isRecordOf(isString)(null)).toBe(false);
  });
});
