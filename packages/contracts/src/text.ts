import { z } from 'zod';

/** Length in characters as people count them (code points): an emoji is one, like a 汉字. */
export const charCount = (value: string) => Array.from(value).length;

/** Half of a surrogate pair on its own: `\p{Cs}` in Unicode mode matches only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/gu;

/** The string with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would. */
export function toWellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/** PostgreSQL stores no U+0000 in text or jsonb: refused with its own message. */
export const noNulCheck = z.refine<string>((value) => !value.includes('\u0000'), {
  message: 'validation.nul',
});

/** jsonb refuses lone surrogates (`\ud800`): they are replaced rather than refused. */
export const wellFormedCheck = z.overwrite<string>(toWellFormed);

/**
 * The base of every string a request carries (bodies, queries, path parameters, form fields):
 * refuses U+0000 and replaces lone surrogates. Chain further checks on it (`.trim().max(50)`).
 */
export function safeText() {
  return z.string().check(noNulCheck, wellFormedCheck);
}

/** A trimmed string of `min` to `max` characters (not UTF-16 units), with a message key. */
export function textSchema(min: number, max: number, message: string) {
  return safeText()
    .trim()
    .refine((value) => charCount(value) >= min && charCount(value) <= max, { message });
}
