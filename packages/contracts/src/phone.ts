import { PHONE_MAX_LENGTH } from './constants';
import { safeText } from './text';

/** Mainland China mobile: 11 digits starting 1[3-9], optionally prefixed by +86 / 86 / 0086. */
const CN_MOBILE = /^(?:\+?86|0086)?(1[3-9]\d{9})$/;
/** Any other E.164 number: + then country code and subscriber number, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Separators people type inside numbers (spaces, dashes, dots, brackets). */
const SEPARATORS = /[\s\-().]/g;

/**
 * The canonical form stored and compared: mainland numbers as their 11 digits,
 * everything else as E.164. Returns null when the input is not a phone number.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const cn = CN_MOBILE.exec(compact);
  if (cn) return cn[1]!;
  if (E164.test(compact)) return compact;
  return null;
}

export const phoneSchema = safeText()
  .max(PHONE_MAX_LENGTH)
  .refine((value) => normalizePhone(value) !== null, { message: 'validation.phone' })
  .meta({
    description: 'Mainland China mobile number (with or without +86) or any E.164 number',
    example: '13800000001',
  });
