import axios from 'axios';
import { apiErrorSchema, type ApiError } from '@miaoyu/contracts';
import { i18n } from './i18n';

/** The `{ message, code, detail }` body of a failed call, if the server sent one. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!axios.isAxiosError(error)) return null;
  const parsed = apiErrorSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : null;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** What to tell the user: a 422's first detail, else the server's (already localised) message. */
export function errorMessage(error: unknown): string {
  const body = apiErrorOf(error);
  if (body) {
    const first = statusOf(error) === 422 ? body.detail?.[0]?.msg : undefined;
    return first ?? body.message;
  }
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return i18n.t('http.timeout');
    if (!error.response) return i18n.t('http.networkError');
  }
  return error instanceof Error && error.message ? error.message : i18n.t('http.requestError');
}

/** The notification title for a status (spec §8). */
export function errorTitle(status: number | undefined): string {
  if (status === 403) return i18n.t('http.forbidden');
  if (status === undefined || status >= 500) return i18n.t('http.requestError');
  return i18n.t('http.error');
}
