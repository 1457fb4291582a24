import { calendarDay } from '@miaoyu/contracts';

const DAY_MS = 86_400_000;

/** The last `days` calendar dates in a time zone, oldest first, ending today. */
export function lastDays(days: number, timeZone: string, now = new Date()): string[] {
  const today = Date.parse(`${calendarDay(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}
