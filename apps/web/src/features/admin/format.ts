export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';
/** A number of a unit in words, from the admin texts (`adminSystem.units`). */
export type UnitText = (unit: DurationUnit, count: number) => string;

const SIZES: [DurationUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A duration the way people read it, the two largest units: "2 天 3 小时", "21 分 55 秒",
 * "21 min 55 s".
 */
export function formatDuration(totalSeconds: number, unitText: UnitText): string {
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(totalSeconds));
  for (const [unit, size] of SIZES) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (parts.length === 0 && unit === 'second')) parts.push(unitText(unit, amount));
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** A date and time in the viewer's language and their browser's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
