import type { documentSchema } from '@miaoyu/contracts/knowledge';
import {
  uploadSchema,
  type CreateUpload,
  type DatasetDocument,
  type DatasetUpload,
} from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { statusOf } from '@/lib/api-error';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { xhrUpload } from './xhrUpload';

/*
 * The calls of an upload in parts. All silent: the upload list shows what went wrong, and a 401
 * still signs out.
 */

const uploadsPath = (ref: DatasetRef) => `${datasetPath(ref)}/uploads`;
const uploadPath = (ref: DatasetRef, uploadId: string) => `${uploadsPath(ref)}/${uploadId}`;

export async function startUpload(
  ref: DatasetRef,
  body: CreateUpload,
  signal: AbortSignal,
): Promise<DatasetUpload> {
  return answerOf<typeof uploadSchema>(
    await api.post(uploadsPath(ref), body, { silent: true, signal }),
  );
}

/** The upload with the parts the server has; null once it is gone (completed, cancelled, expired). */
export async function findUpload(
  ref: DatasetRef,
  uploadId: string,
  signal: AbortSignal,
): Promise<DatasetUpload | null> {
  try {
    return answerOf<typeof uploadSchema>(
      await api.get(uploadPath(ref, uploadId), { silent: true, signal }),
    );
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** `PUT .../parts/{index}` with the part's raw bytes; sending a part again replaces it. */
export function sendPart(
  ref: DatasetRef,
  uploadId: string,
  index: number,
  bytes: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
): Promise<DatasetUpload> {
  return xhrUpload({
    method: 'PUT',
    path: `${uploadPath(ref, uploadId)}/parts/${index}`,
    body: bytes,
    headers: { 'Content-Type': 'application/octet-stream' },
    schema: uploadSchema,
    onProgress,
    signal,
  });
}

/** Joins the parts into the document; the server drops the upload unless parts are missing. */
export async function completeUpload(
  ref: DatasetRef,
  uploadId: string,
  signal: AbortSignal,
): Promise<DatasetDocument> {
  const path = `${uploadPath(ref, uploadId)}/complete`;
  return answerOf<typeof documentSchema>(await api.post(path, undefined, { silent: true, signal }));
}

/** Gives an upload up, its parts removed. */
export async function cancelUpload(ref: DatasetRef, uploadId: string): Promise<void> {
  await api.delete(uploadPath(ref, uploadId), { silent: true });
}
