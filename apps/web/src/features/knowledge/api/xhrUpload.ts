import type { ZodType } from 'zod';
import { apiUrl, authHeaders, HttpError, report } from '@/lib/http';

/** An upload that has sent nothing for this long counts as a dropped connection. */
export const UPLOAD_STALL_MS = 60_000;

export interface XhrUploadRequest<T> {
  method: 'POST' | 'PUT';
  path: string;
  body: FormData | Blob;
  /** Sent besides the token and the UI language. */
  headers?: Record<string, string>;
  /** What a successful answer must look like. */
  schema: ZodType<T>;
  /** Bytes of the body sent so far, of `total`. */
  onProgress: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a request body with XMLHttpRequest rather than fetch, because only it reports upload
 * progress. A lost connection rejects with kind `network`, a stalled one with `timeout`, a
 * cancelled one with `cancel`; an answer rejects with its status and the server's readable
 * message. Nothing is notified: the upload list shows each file's outcome.
 */
export function xhrUpload<T>(request: XhrUploadRequest<T>): Promise<T> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    // An abort that came first fires no event: without this the file would still go up.
    if (signal?.aborted) return reject(new HttpError('cancelled', 'cancel'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, apiUrl(request.path));
    const headers = { ...authHeaders(), ...request.headers };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    const cancel = () => xhr.abort();
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };

    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) request.onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      finish();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = request.schema.safeParse(data);
        if (parsed.success) return resolve(parsed.data);
      }
      const error = new HttpError(`Request failed with status code ${xhr.status}`, 'http', {
        status: xhr.status,
        data,
      });
      // Only what every call does on a 401 (sign out); the list shows the rest.
      report(error, { silent: true });
      reject(error);
    };
    xhr.onerror = () => {
      finish();
      reject(new HttpError('Network Error', 'network'));
    };
    xhr.onabort = () => {
      finish();
      reject(stalled ? new HttpError('timeout', 'timeout') : new HttpError('cancelled', 'cancel'));
    };
    signal?.addEventListener('abort', cancel);
    watch();
    xhr.send(request.body);
  });
}
