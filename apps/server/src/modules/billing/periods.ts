/** Plan periods: whole months from a start, the day kept where the month has it. */

const MONTHS_OF = { month: 1, year: 12 } as const;

/**
 * `start` moved on by `months` calendar months at the same time of day (UTC), on the same day
 * of the month, or the month's last day where it is shorter (31 January + 1 → 28 February).
 */
export function addMonths(start: Date, months: number): Date {
  const moved = new Date(start.getTime());
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0),
  ).getUTCDate();
  moved.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return moved;
}

/** The end of one period of `period` from `start`. */
export const periodEnd = (start: Date, period: keyof typeof MONTHS_OF) =>
  addMonths(start, MONTHS_OF[period]);

/**
 * The month inside a period (from its `start`) that holds `now`: a plan grants its points once a
 * month, a year's plan too. Counted from the period's start, so the days do not drift.
 */
export function monthHolding(start: Date, now: Date): { from: Date; to: Date } {
  let k = Math.max(
    0,
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 +
      now.getUTCMonth() -
      start.getUTCMonth() -
      1,
  );
  while (addMonths(start, k + 1) <= now) k += 1;
  return { from: addMonths(start, k), to: addMonths(start, k + 1) };
}

/**
 * A period from `start` that ran to `end`, paid for once more: it ends one `period` later,
 * counted from the start (a month from 31 January ends on the last of February, then on
 * 31 March), so renewals do not drift.
 */
export function extendPeriod(start: Date, end: Date, period: keyof typeof MONTHS_OF): Date {
  let months = 0;
  while (addMonths(start, months) < end) months += 1;
  return addMonths(start, months + MONTHS_OF[period]);
}
