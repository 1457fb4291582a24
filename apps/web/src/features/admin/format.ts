/** A duration like "2 天 3 小时" / "2 days, 3 hours": the two largest units. */
export function formatDuration(totalSeconds: number, locale: string): string {
  const units: [Intl.NumberFormatOptions['unit'], number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(totalSeconds));
  for (const [unit, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (parts.length === 0 && unit === 'second')) {
      parts.push(
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
      );
    }
    if (parts.length === 2) break;
  }
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** A date and time in the viewer's language, in Asia/Shanghai (DESIGN §6). */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
