/** Below this a figure is shown in full; from here on compactly (1.2M, 123.5万) with the full value in a tooltip. */
export const COMPACT_FROM = 1_000_000;

/** A count in the reader's locale: `12,345`, and `1.2M` / `123.5万` once it gets long. */
export function formatCount(value: number, locale: string): string {
  if (value < COMPACT_FROM) return new Intl.NumberFormat(locale).format(value);
  return new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Every digit, grouped: `12,345,678`. */
export function formatFullCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
