import { describe, expect, it } from 'vitest';
import { fenOf, priceText, usedPercent } from './format';

describe('billing formats', () => {
  it('shows fen as yuan, with cents only when there are some', () => {
    expect(priceText(9900, 'zh-CN')).toBe('¥99');
    expect(priceText(990, 'zh-CN')).toBe('¥9.90');
    expect(priceText(0, 'en-US')).toBe('CN¥0');
    expect(priceText(123456, 'en-US')).toBe('CN¥1,234.56');
  });

  it('turns typed yuan into whole fen without float drift', () => {
    expect(fenOf(99.9)).toBe(9990);
    expect(fenOf('0.29')).toBe(29);
    expect(fenOf(19.99)).toBe(1999);
    expect(fenOf('abc')).toBeNaN();
  });

  it('fills a bar by what is used of the limit, full at or past it', () => {
    expect(usedPercent(1, 4)).toBe(25);
    expect(usedPercent(5, 4)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
    expect(usedPercent(3, null)).toBeUndefined();
  });
});
