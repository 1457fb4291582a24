import { isHttpError } from '@/lib/http';

/**
 * The server does not know it or does not show it to this caller (404), or the code in the link
 * cannot be one (422): either way, a page that does not exist.
 */
export function isNotFound(error: unknown): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status === 404 || status === 422;
}
