import type { ApiError } from '@miaoyu/contracts/errors';
import { isHttpError } from './http-error';
import { i18n } from './i18n';

/**
 * A structural check rather than the contract's zod schema: this runs on the login page,
 * which must not download zod (issue 3, performance).
 */
function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const detail = body.detail;
  return (
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    (detail === undefined ||
      (Array.isArray(detail) &&
        detail.every((item) => typeof (item as { msg?: unknown })?.msg === 'string')))
  );
}

/** The `{ message, code, detail }` body of a failed call, if the server sent one. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!isHttpError(error)) return null;
  const data = error.response?.data;
  return isApiError(data) ? data : null;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** Longest wait a form counts down on its button; beyond it (a daily limit) the message says. */
const LONGEST_COUNTDOWN_SECONDS = 600;

/**
 * Seconds a "send code" button should stay disabled after an answer that said how long to wait:
 * a 429 (our resend wait, or the SMS provider's limit for the number), or a 503 for a message
 * that may still arrive. Undefined otherwise.
 */
export function resendWaitOf(error: unknown): number | undefined {
  const status = isHttpError(error) ? error.response?.status : undefined;
  if (!isHttpError(error) || (status !== 429 && status !== 503)) return undefined;
  const wait = error.response?.retryAfter;
  return wait !== undefined && wait <= LONGEST_COUNTDOWN_SECONDS ? wait : undefined;
}

/** What to tell the user: a 422's first detail, else the server's (already localised) message. */
export function errorMessage(error: unknown): string {
  const body = apiErrorOf(error);
  if (body) {
    const first = statusOf(error) === 422 ? body.detail?.[0]?.msg : undefined;
    return first ?? body.message;
  }
  if (isHttpError(error)) {
    if (error.kind === 'timeout') return i18n.t('http.timeout');
    if (error.kind === 'network') return i18n.t('http.networkError');
  }
  return error instanceof Error && error.message ? error.message : i18n.t('http.requestError');
}

/** The notification title for a status (spec §8). */
export function errorTitle(status: number | undefined): string {
  if (status === 403) return i18n.t('http.forbidden');
  if (status === undefined || status >= 500) return i18n.t('http.requestError');
  return i18n.t('http.error');
}
