import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['13800000001', '13800000001'],
    ['+8613800000001', '13800000001'],
    ['8613800000001', '13800000001'],
    ['008619912345678', '19912345678'],
    [' 138 0000 0001 ', '13800000001'],
    ['138-0000-0001', '13800000001'],
    ['+14155552671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['12800000001', '1380000000', '138000000012', 'abc', '', '+0123456789', '4155552671'])(
    'rejects %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
      expect(phoneSchema.safeParse(input).success).toBe(false);
    },
  );
});
