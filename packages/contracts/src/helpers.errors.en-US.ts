import type { HELPER_ERRORS } from './helpers.errors';

/** HELPER_ERRORS in English: every code of the domain, none other. */
export const HELPER_ERRORS_EN: Record<keyof typeof HELPER_ERRORS, string> = {
  HELPER_KEYS_LIMIT: 'A helper has at most {limit} keys; delete one you no longer use',
  HELPER_NOT_SUBSCRIBABLE: "Only other teams' public helpers can be subscribed to",
  HELPER_NOT_SHARED: 'This helper is no longer shared with you',
};
