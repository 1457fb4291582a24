import { describe, expect, it } from 'vitest';
import { botLogQuerySchema, createBotKeySchema } from './bot';
import { calendarDay, isCalendarDay } from './dates';

describe('calendar days', () => {
  it('are days that exist, from 1970 on', () => {
    expect(['2024-02-29', '1970-01-01', '2026-12-31'].map(isCalendarDay)).toEqual([
      true,
      true,
      true,
    ]);
    const impossible = ['2025-02-29', '2025-02-30', '2026-13-01', '2026-00-10', '0000-01-01'];
    expect(impossible.filter(isCalendarDay)).toEqual([]);
    expect(['2026-1-5', '20260105', '2026-01-05T00:00'].filter(isCalendarDay)).toEqual([]);
  });

  it('name an instant by its day in a time zone', () => {
    const lateUtc = new Date('2026-11-26T17:30:00Z');
    expect(calendarDay(lateUtc, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(calendarDay(lateUtc, 'UTC')).toBe('2026-11-26');
  });

  it('are what the bot logs filter and a key expiry take', () => {
    expect(botLogQuerySchema.safeParse({ from: '2025-02-28', to: '2025-02-30' }).success).toBe(
      false,
    );
    expect(botLogQuerySchema.safeParse({ from: '2024-02-28', to: '2024-02-29' }).success).toBe(
      true,
    );
    const key = {
      name: '官网',
      allowedOrigins: [],
      perVisitorPerMinute: 10,
      perVisitorPerDay: 100,
    };
    expect(createBotKeySchema.safeParse({ ...key, expiresAt: '2026-02-30T10:00' }).success).toBe(
      false,
    );
    expect(createBotKeySchema.safeParse({ ...key, expiresAt: '2026-02-28T10:00' }).success).toBe(
      true,
    );
  });
});
