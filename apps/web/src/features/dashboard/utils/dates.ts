import { calendarDay } from '@miaoyu/contracts/dates';

/** Calendar day `YYYY-MM-DD` of an instant in a time zone. */
export const isoDay = calendarDay;

/** Today's long date for the welcome banner: `2025年6月2日星期一` / `Monday, June 2, 2025`. */
export function formatLongDate(instant: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(instant);
}

/** A publication date in the studio's time zone: `2025年6月2日` / `Jun 2, 2025`. */
export function formatDay(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A `YYYY-MM-DD` calendar day (no zone of its own) in the reader's words. */
export function formatCalendarDay(
  day: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
