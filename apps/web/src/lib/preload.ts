import { api, type RequestOptions } from './http';

/** A GET the page makes first: its path and query. */
export interface FirstRequest {
  path: string;
  params?: RequestOptions['params'];
}

/** An answer preloaded this long ago is still the page's first answer; older ones are dropped. */
const FRESH_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** The same request however its query was written (key order, left-out values). */
function idOf(request: FirstRequest): string {
  const params = Object.entries(request.params ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${request.path}?${JSON.stringify(params)}`;
}

/**
 * Starts a page's first GET while its code downloads (route change, menu hover, cold load), so
 * code and data arrive together instead of one after the other. Silent: if it fails, the page's
 * own request runs again and reports as usual.
 */
export function preloadGet(request: FirstRequest): Promise<unknown> {
  const id = idOf(request);
  const known = started.get(id);
  if (known && Date.now() - known.at < FRESH_MS) return known.answer.catch(() => undefined);
  const answer = api.get(request.path, { params: request.params, silent: true });
  started.set(id, { answer, at: Date.now() });
  // The answer, for a preload that needs it to start the next (undefined if it failed).
  return answer.catch(() => {
    started.delete(id);
    return undefined;
  });
}

/**
 * The page's GET: the preloaded answer when one was started moments ago (used once), else the
 * request itself. A failed preload is asked again, with the caller's options.
 */
export function getFirst<T = unknown>(
  request: FirstRequest,
  options: Omit<RequestOptions, 'params'> = {},
): Promise<T> {
  const id = idOf(request);
  const known = started.get(id);
  started.delete(id);
  const ask = () => api.get<T>(request.path, { ...options, params: request.params });
  if (!known || Date.now() - known.at >= FRESH_MS) return ask();
  return (known.answer as Promise<T>).catch(ask);
}

/** Forgets every preloaded answer (sign-out, team switch). */
export function forgetPreloaded(): void {
  started.clear();
}
