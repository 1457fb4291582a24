import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts/constants';
import { calendarDay } from '@miaoyu/contracts/dates';

/** A list's time: the hour today, the date before (in the team's time zone). */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = calendarDay(now, DEFAULT_TIME_ZONE) === calendarDay(date, DEFAULT_TIME_ZONE);
  return new Intl.DateTimeFormat(locale, {
    timeZone: DEFAULT_TIME_ZONE,
    ...(today
      ? { hour: '2-digit', minute: '2-digit', hour12: false }
      : { month: '2-digit', day: '2-digit' }),
  }).format(date);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the team's time zone, as the logs' date filters name days. */
export const teamToday = (now = new Date()) => calendarDay(now, DEFAULT_TIME_ZONE);
