import type { COMMON_ERRORS } from './common.errors';

/** COMMON_ERRORS in English: every code of the domain, none other. */
export const COMMON_ERRORS_EN: Record<keyof typeof COMMON_ERRORS, string> = {
  BAD_REQUEST: 'Bad request',
  INVALID_JSON: 'The request body is not valid JSON',
  UNAUTHORIZED: 'Please sign in first',
  TOKEN_INVALID: 'Your sign-in is not valid; please sign in again',
  TOKEN_EXPIRED: 'Your sign-in has expired; please sign in again',
  TOKEN_REVOKED: 'You have signed out; please sign in again',
  FORBIDDEN: 'You are not allowed to do this',
  USER_BANNED: 'This account has been banned',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The data changed; refresh and try again',
  PAYLOAD_TOO_LARGE: 'The request body is too large (limit {limit})',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  VALIDATION_FAILED: 'Some fields are not valid',
  RATE_LIMITED: 'Too many requests; try again in {seconds} s',
  INTERNAL: 'Internal server error; try again later',
  SERVICE_UNAVAILABLE: 'Service unavailable',
};
