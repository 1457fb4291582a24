import { z } from 'zod';

/** Length in characters as people count them (code points): an emoji is one, like a 汉字. */
export const charCount = (value: string) => Array.from(value).length;

/** A trimmed string of `min` to `max` characters (not UTF-16 units), with a message key. */
export function textSchema(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => charCount(value) >= min && charCount(value) <= max, { message });
}
