const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 → 0 B, 1536 → 1.5 KB, 12_900_000 → 12.3 MB, 1 GiB → 1 GB: sizes as storage pages write them. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

/** The used share of a quota in whole percent, 0–100 (a quota of 0 counts as full). */
export function usagePercent(used: number, quota: number): number {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / quota) * 100));
}

/** A score of 0–1 as a whole percentage. */
export const scorePercent = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 100);
