const steps: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60 * 60, 'minute', 60],
  [24 * 60 * 60, 'hour', 60 * 60],
  [7 * 24 * 60 * 60, 'day', 24 * 60 * 60],
  [30 * 24 * 60 * 60, 'week', 7 * 24 * 60 * 60],
  [365 * 24 * 60 * 60, 'month', 30 * 24 * 60 * 60],
  [Infinity, 'year', 365 * 24 * 60 * 60],
];

/** `3 分钟前` / `3 minutes ago` in the reader's locale; under a minute reads as now. */
export function formatRelativeTime(iso: string, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = (Date.parse(iso) - now) / 1000;
  const size = Math.abs(elapsed);
  if (size < 60) return format.format(0, 'second');
  const [, unit, seconds] = steps.find(([limit]) => size < limit) ?? steps[steps.length - 1]!;
  return format.format(Math.trunc(elapsed / seconds), unit);
}
