import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts/constants';
import { calendarDay } from '@miaoyu/contracts/dates';
import { currentLocale } from './i18n';

/** A date and time in the user's language, in Asia/Shanghai (DESIGN §6). */
export function formatDateTime(iso: string, options: { dateOnly?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLocale(), {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hour12: false }),
  }).format(date);
}

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
