import { sql, type SQL } from 'drizzle-orm';

/** The first instant of a calendar day (`YYYY-MM-DD`) in a time zone. */
export const dayStart = (day: string, timeZone: SQL | string): SQL =>
  sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/** The first instant of the day after it: a day is `>= dayStart` and `< dayAfter`. */
export const dayAfter = (day: string, timeZone: SQL | string): SQL =>
  sql`((${day}::date + 1)::timestamp) at time zone ${timeZone}`;
