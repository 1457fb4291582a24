import { describe, expect, it } from 'vitest';
import { calendarDay as dateInZone } from '@miaoyu/contracts';
import { lastDays } from './dates';

describe('dates in a time zone', () => {
  it('uses the zone, not UTC, for the calendar date', () => {
    // 2026-03-01 17:30 UTC is already 2 March in Shanghai (UTC+8).
    const instant = new Date('2026-03-01T17:30:00Z');
    expect(dateInZone(instant, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(dateInZone(instant, 'UTC')).toBe('2026-03-01');
  });

  it('lists the last 30 days oldest first, across a month end', () => {
    const days = lastDays(30, 'Asia/Shanghai', new Date('2026-03-01T17:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-03-02');
    expect(days[0]).toBe('2026-02-01');
    expect(new Set(days).size).toBe(30);
  });
});
