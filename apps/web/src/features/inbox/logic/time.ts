import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts/constants';
import { calendarDay } from '@miaoyu/contracts/dates';

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the team's time zone, as the logs' date filters name days. */
export const teamToday = (now = new Date()) => calendarDay(now, DEFAULT_TIME_ZONE);
