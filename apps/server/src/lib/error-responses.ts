import { apiErrorSchema } from '@miaoyu/contracts';

/** The error statuses a route may declare; each answers `{ message, code, detail? }`. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 428 | 429 | 500 | 502 | 503 | 504;

/**
 * The error part of a route's `response` schema: the given statuses plus 500, which any route
 * can answer (the error handler turns an unexpected failure into 500 INTERNAL), so the OpenAPI
 * document lists it on every operation.
 */
export function errorResponses<S extends ErrorStatus = never>(
  ...statuses: S[]
): Record<S | 500, typeof apiErrorSchema> {
  const all: (S | 500)[] = [...statuses, 500];
  return Object.fromEntries(all.map((status) => [status, apiErrorSchema])) as Record<
    S | 500,
    typeof apiErrorSchema
  >;
}
