import { documentSchema, type DatasetDocument } from '@miaoyu/contracts';
import { apiUrl, authHeaders, HttpError, report } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';

/** An upload that has sent nothing for this long counts as a dropped connection. */
export const UPLOAD_STALL_MS = 60_000;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `POST .../documents?folderId=` with one multipart field `file`. XMLHttpRequest rather than
 * fetch, because only it reports upload progress. A lost connection rejects with kind
 * `network`, a stalled one with `timeout`; an answer rejects with its status and the server's
 * readable message. Nothing is notified: the upload list shows each file's outcome.
 */
export function uploadDocument(
  ref: DatasetRef,
  file: File,
  folderId: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<DatasetDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = folderId ? `?folderId=${encodeURIComponent(folderId)}` : '';
    xhr.open('POST', apiUrl(`${datasetPath(ref)}/documents${query}`));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);

    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => xhr.abort();

    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      finish();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = documentSchema.safeParse(data);
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
    const form = new FormData();
    form.append('file', file, file.name);
    watch();
    xhr.send(form);
  });
}
