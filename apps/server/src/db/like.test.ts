import { describe, expect, it } from 'vitest';
import { containing } from './like';

describe('containing', () => {
  it('finds the text anywhere and takes LIKE wildcards and the escape literally', () => {
    expect(containing('退货')).toBe('%退货%');
    expect(containing('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
