import { calendarDay } from '@miaoyu/contracts/dates';
import { currentLocale } from './i18n';

/**
 * The browser's time zone: every time the studio shows is in it, and the server is told it
 * where it counts days (the workplace), so a page never mixes two zones.
 */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date and time in the user's language and their browser's time zone. */
export function formatDateTime(iso: string, options: { dateOnly?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hour12: false }),
  }).format(date);
}

/** A list's time: the hour today, the date before (in the browser's time zone). */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = browserTimeZone();
  const today = calendarDay(now, zone) === calendarDay(date, zone);
  return new Intl.DateTimeFormat(locale, {
    ...(today
      ? { hour: '2-digit', minute: '2-digit', hour12: false }
      : { month: '2-digit', day: '2-digit' }),
  }).format(date);
}
