import { safeText } from './text';

/** The largest id a PostgreSQL `bigint` holds (2^63 - 1). */
export const MAX_ID = '9223372036854775807';

/** Decimal, no sign, no leading zero: the one way each id is written. */
const ID_PATTERN = /^[1-9]\d{0,18}$/;

/** True for the decimal form of an id from 1 to 2^63 - 1 (ids past it would overflow bigint). */
export function isId(value: string): boolean {
  // Same length: digit strings compare as numbers do.
  return ID_PATTERN.test(value) && (value.length < MAX_ID.length || value <= MAX_ID);
}

/** Every id a request carries (path, body, query): a 422 `validation.id` when out of range. */
export const idSchema = safeText()
  .regex(ID_PATTERN, { message: 'validation.id', abort: true })
  .refine(isId, { message: 'validation.id' })
  .meta({ description: 'Id: a decimal integer from 1 to 9223372036854775807' });
