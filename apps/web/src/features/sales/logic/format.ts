import type { SaleStage } from '@miaoyu/contracts';
import { DEFAULT_TIME_ZONE } from '@miaoyu/contracts/constants';

/** A stage's tag colour: cool while the sale is open, green when won, grey when lost. */
export const STAGE_COLORS: Record<SaleStage, string> = {
  new: 'arcoblue',
  contacted: 'cyan',
  interested: 'purple',
  negotiating: 'orange',
  won: 'green',
  lost: 'gray',
};

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(date);

/** Today's times as 14:05, older ones as a date: what a chat list shows. */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = dayOf(date) === dayOf(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone: DEFAULT_TIME_ZONE,
    ...(today
      ? { hour: '2-digit', minute: '2-digit', hour12: false }
      : { month: '2-digit', day: '2-digit' }),
  }).format(date);
}
