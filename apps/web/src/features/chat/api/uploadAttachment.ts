import type { chatAttachmentSchema, ChatAttachment } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { apiUrl, authHeaders, HttpError, report } from '@/lib/http';

/**
 * `POST /v1/chat/attachments` (one multipart field `file`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Rejects with an HttpError carrying the server's
 * readable message.
 */
export function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ChatAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/v1/chat/attachments'));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: keep the text.
      }
      // A 2xx that is not JSON came from something in between (a proxy's page), not from us.
      const answered = typeof data === 'object' && data !== null;
      if (xhr.status >= 200 && xhr.status < 300 && answered)
        return resolve(answerOf<typeof chatAttachmentSchema>(data));
      const error = new HttpError(`Request failed with status code ${xhr.status}`, 'http', {
        status: xhr.status,
        data,
      });
      report(error, { silent: true });
      reject(error);
    };
    xhr.onerror = () => reject(new HttpError('Network Error', 'network'));
    xhr.onabort = () => reject(new HttpError('cancelled', 'cancel'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
