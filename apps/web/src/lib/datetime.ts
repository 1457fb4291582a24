import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts/constants';
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
