import type { ErrorCode, ErrorDetail } from '@miaoyu/contracts';

/** An error meant for the caller: status, stable code, and parameters for its localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly detail?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (
  code: ErrorCode = 'BAD_REQUEST',
  params?: Record<string, string | number>,
) => new AppError(400, code, params);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const tooManyRequests = (code: ErrorCode, retryAfterSeconds: number) =>
  new AppError(429, code, { seconds: retryAfterSeconds }, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/** PostgreSQL's unique_violation, raw or wrapped by drizzle: two writers raced for one key. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
