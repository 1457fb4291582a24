import { Message } from '@arco-design/web-react';
import { REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { errorMessage, errorTitle } from './api-error';
import type * as ErrorNoticeModule from './error-notice';
import { HttpError } from './http-error';
import { currentLocale } from './i18n';
import { storage } from './storage';

export { HttpError, isHttpError } from './http-error';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** The caller shows the error itself (e.g. inside a form): no notification. */
  silent?: boolean;
  headers?: Record<string, string>;
  /** Query parameters; null and undefined are left out. */
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeout?: number;
  /** 'blob' answers the raw body (images behind the auth header); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
}

const baseUrl = import.meta.env.VITE_API_BASE ?? '';

let onUnauthorized: () => void = () => {};

/** Registers what a 401 does (the app signs out); lib code cannot reach the auth feature. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The headers every call carries: the stored token and the UI language (also for streams and uploads). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = storage.getString(TOKEN_STORAGE_KEY);
  // The stored value is already the whole header: `miaoyu-ai-studio <base64(id:token)>`.
  if (token) headers.Authorization = token;
  return headers;
}

/** The absolute URL of an API path, for callers that cannot use `api` (streams, upload progress). */
export const apiUrl = (path: string) => `${baseUrl}${path}`;

function urlWith(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== null && value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob)
    return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('content-type') ?? '');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(authHeaders()))
    if (name !== 'Authorization' || !headers.has(name)) headers.set(name, value);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);

  try {
    let response: Response;
    try {
      response = await fetch(urlWith(path, options.params), {
        method,
        headers,
        body: encodeBody(body, headers),
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new HttpError('timeout', 'timeout');
      if (options.signal?.aborted) throw new HttpError('cancelled', 'cancel');
      throw new HttpError('Network Error', 'network');
    }
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const data = await readBody(response);
    // Answers are typed, not parsed (the server checked them): a page that is not ours (a
    // proxy's, a captive portal's) must not pass for one.
    const foreign = typeof data === 'string' && !isJson(response);
    if (response.ok && !foreign) return data as T;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new HttpError(`Request failed with status code ${response.status}`, 'http', {
      status: response.status,
      data,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    });
  } catch (error) {
    if (error instanceof HttpError) report(error, options);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Signs out on a 401 and notifies unless silent; exported for calls made without `api`. */
export function report(error: HttpError, options: RequestOptions): void {
  if (error.kind === 'cancel') return;
  const status = error.response?.status;
  if (status === 401) {
    // Spec §4: a 401 signs the user out unless the answer says they are still signed in.
    const body = error.response?.data as { isLogin?: unknown } | undefined;
    if (body?.isLogin !== true) onUnauthorized();
    return;
  }
  if (options.silent) return;
  const title = errorTitle(status);
  const content = errorMessage(error);
  // Several calls refused alike at once (a banned user's page loading) show one notice.
  notifyError({ id: `http-error:${title}:${content}`, title, content });
}

let errorNoticeModule: Promise<typeof ErrorNoticeModule> | undefined;
let loadedErrorNotice: typeof ErrorNoticeModule | undefined;

/**
 * Arco's Notification (about 3 KB gzip with its styles) is not part of a page's first download:
 * it loads 3 s after the page has loaded (main.tsx) or at the first error, whichever comes first.
 */
export function loadErrorNotice(): Promise<typeof ErrorNoticeModule> {
  errorNoticeModule ??= import('./error-notice').then(
    (module) => (loadedErrorNotice = module),
    (failure: unknown) => {
      errorNoticeModule = undefined;
      throw failure;
    },
  );
  return errorNoticeModule;
}

function notifyError(notice: ErrorNoticeModule.ErrorNotice): void {
  if (loadedErrorNotice) return loadedErrorNotice.showErrorNotice(notice);
  // Offline before it loaded: the message bar, already on the page, says it instead.
  loadErrorNotice().then(
    (module) => module.showErrorNotice(notice),
    () => Message.error(`${notice.title}: ${notice.content}`),
  );
}

/** Calls answer their body (spec §7); failures reject with an HttpError after notifying. */
export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, body, options),
  delete: <T>(url: string, options?: RequestOptions) =>
    request<T>('DELETE', url, undefined, options),
};
