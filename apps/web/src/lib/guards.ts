/**
 * Checks of values read back from the browser's storage before the first paint, where the
 * contracts' schemas (and zod with them) are not loaded. Each is a type guard.
 */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';

export const isString: Guard<string> = (value) => typeof value === 'string';

export const oneOf =
  <T extends string>(...values: T[]): Guard<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as string[]).includes(value);

export const isInteger =
  (min: number, max: number): Guard<number> =>
  (value): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A plain object whose own values all pass `each`. */
export const isRecordOf =
  <T>(each: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(each);

/** An array whose items all pass `each`. */
export const isArrayOf =
  <T>(each: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(each);
