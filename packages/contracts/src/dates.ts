/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone; server and client agree on it. */
export function calendarDay(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
