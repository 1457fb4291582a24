/** A use count as people read it: 1,234 → 1.2K / 1234 → 1234 (zh-CN: 1.2万 from ten thousand). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}
