const DAY_MS = 86_400_000;

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The last `days` calendar dates in a time zone, oldest first, ending today. */
export function lastDays(days: number, timeZone: string, now = new Date()): string[] {
  const today = Date.parse(`${dateInZone(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}
