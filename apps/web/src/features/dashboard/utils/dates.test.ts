import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDate, isoDay } from './dates';
import { dailyMessagesFileName } from './exportPng';

// 18:30 UTC on 30 June is already 1 July in Shanghai.
const lateEvening = new Date('2025-06-30T18:30:00.000Z');

describe('dates', () => {
  it('takes the calendar day in the studio’s time zone', () => {
    expect(isoDay(lateEvening, 'Asia/Shanghai')).toBe('2025-07-01');
    expect(isoDay(lateEvening, 'UTC')).toBe('2025-06-30');
  });

  it('shows publication days in that zone, in the reader’s language', () => {
    expect(formatDay(lateEvening.toISOString(), 'zh-CN', 'Asia/Shanghai')).toBe('2025年7月1日');
    expect(formatDay(lateEvening.toISOString(), 'en-US', 'Asia/Shanghai')).toBe('Jul 1, 2025');
  });

  it('writes today in full for the banner', () => {
    expect(formatLongDate(lateEvening, 'zh-CN', 'Asia/Shanghai')).toBe('2025年7月1日星期二');
    expect(formatLongDate(lateEvening, 'en-US', 'Asia/Shanghai')).toBe('Tuesday, July 1, 2025');
  });

  it('names the exported chart after today in the studio’s zone', () => {
    expect(dailyMessagesFileName(lateEvening, 'Asia/Shanghai')).toBe(
      'daily-messages-2025-07-01.png',
    );
  });
});
