import { documentSchema, type DatasetDocument } from '@miaoyu/contracts/knowledge';
import { datasetPath, type DatasetRef } from './keys';
import { xhrUpload } from './xhrUpload';

/**
 * `POST .../documents?folderId=` with one multipart field `file`: the way for files up to one
 * part. Fails like `xhrUpload` (network, timeout, cancel, or the server's answer).
 */
export function uploadDocument(
  ref: DatasetRef,
  file: File,
  folderId: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<DatasetDocument> {
  const query = folderId ? `?folderId=${encodeURIComponent(folderId)}` : '';
  const form = new FormData();
  form.append('file', file, file.name);
  return xhrUpload({
    method: 'POST',
    path: `${datasetPath(ref)}/documents${query}`,
    body: form,
    schema: documentSchema,
    onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)),
    signal,
  });
}
