/** Money and limits as people read them: yuan from whole fen, "no limit" for none. */

/** `9900` fen → `¥99.00` (`¥99` when whole), in the page's language. */
export function priceText(fen: number, locale: string): string {
  const whole = fen % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(fen / 100);
}

/** Points with thousands separators. */
export const pointsText = (points: number, locale: string) =>
  new Intl.NumberFormat(locale).format(points);

/** How far a limit is used, 0–100, for a bar; none for a limit that is not there. */
export function usedPercent(used: number, max: number | null): number | undefined {
  if (max === null) return undefined;
  if (max === 0) return 100;
  return Math.min(100, Math.round((used / max) * 100));
}

/** Yuan typed in a form → whole fen (¥99.9 → 9990), or NaN when it is not an amount. */
export function fenOf(yuan: number | string | undefined): number {
  const value = typeof yuan === 'string' ? Number(yuan) : (yuan ?? NaN);
  return Number.isFinite(value) ? Math.round(value * 100) : NaN;
}
