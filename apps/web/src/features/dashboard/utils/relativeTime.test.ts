import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = Date.parse('2025-06-30T04:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says minutes, hours and days ago in Chinese', () => {
    expect(formatRelativeTime(ago(20), now, 'zh-CN')).toBe('现在');
    expect(formatRelativeTime(ago(3 * 60), now, 'zh-CN')).toBe('3分钟前');
    expect(formatRelativeTime(ago(5 * 3600 + 59 * 60), now, 'zh-CN')).toBe('5小时前');
    expect(formatRelativeTime(ago(26 * 3600), now, 'zh-CN')).toBe('昨天');
    expect(formatRelativeTime(ago(3 * 86_400), now, 'zh-CN')).toBe('3天前');
  });

  it('says the same in English', () => {
    expect(formatRelativeTime(ago(3 * 60), now, 'en-US')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(60 * 60), now, 'en-US')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * 7 * 86_400), now, 'en-US')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(70 * 86_400), now, 'en-US')).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86_400), now, 'en-US')).toBe('2 years ago');
  });

  it('treats a clock slightly ahead of ours as now', () => {
    expect(formatRelativeTime(ago(-30), now, 'en-US')).toBe('now');
  });
});
