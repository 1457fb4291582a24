import { describe, expect, it } from 'vitest';
import { formatCount, formatFullCount } from './format';

describe('formatCount', () => {
  it('groups thousands in the reader’s locale', () => {
    expect(formatCount(0, 'zh-CN')).toBe('0');
    expect(formatCount(3_406, 'zh-CN')).toBe('3,406');
    expect(formatCount(23_517, 'en-US')).toBe('23,517');
    expect(formatCount(999_999, 'en-US')).toBe('999,999');
  });

  it('shortens millions, in each language’s own units', () => {
    expect(formatCount(12_345_678, 'zh-CN')).toBe('1234.6万');
    expect(formatCount(12_345_678, 'en-US')).toBe('12.3M');
    expect(formatCount(1_234_567_890, 'zh-CN')).toBe('12.3亿');
    expect(formatCount(1_234_567_890, 'en-US')).toBe('1.2B');
  });

  it('keeps every digit for the tooltip', () => {
    expect(formatFullCount(12_345_678, 'zh-CN')).toBe('12,345,678');
  });
});
