import { toWellFormed } from '@miaoyu/contracts';

/**
 * PostgreSQL stores no U+0000 in text or jsonb. Request schemas refuse it; text from elsewhere (a
 * model's answer) has it written as U+FFFD, like any character that cannot be shown.
 */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** Text without U+0000 or lone surrogates (each becomes U+FFFD): what jsonb and a client take. */
export const wellFormedText = (text: string) => toWellFormed(withoutNul(text));

/** A value jsonb accepts: every string and key without U+0000 or lone surrogates. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableJson(key), storableJson(item)]),
    );
  return value;
}
