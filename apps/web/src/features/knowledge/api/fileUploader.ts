import { UPLOAD_PART_BYTES, type DatasetDocument } from '@miaoyu/contracts/knowledge';
import { cancelUpload } from './datasetUploads';
import type { DatasetRef } from './keys';
import { uploadDocument } from './uploadDocument';
import { uploadInParts } from './uploadInParts';

/**
 * Sends the files of one knowledge base: up to one part in one request, larger ones in parts
 * that survive a dropped connection. Each file is known by a key (its queue item) under which
 * its server upload is remembered between attempts.
 */
export function createFileUploader(ref: DatasetRef) {
  const uploadIds = new Map<string, string>();
  // Best effort: parts left behind are dropped by the server after a day anyway.
  const cancel = (uploadId: string) => void cancelUpload(ref, uploadId).catch(() => {});

  return {
    send(
      key: string,
      file: File,
      folderId: string | null,
      onProgress: (percent: number) => void,
      signal: AbortSignal,
    ): Promise<DatasetDocument> {
      if (file.size <= UPLOAD_PART_BYTES) {
        onProgress(0); // the whole file goes again, whatever an earlier attempt sent
        return uploadDocument(ref, file, folderId, onProgress, signal);
      }
      return uploadInParts(ref, file, folderId, onProgress, signal, {
        get: () => uploadIds.get(key),
        // Started while the file was being dropped: `discard` found nothing to cancel then.
        set: (uploadId) => {
          if (signal.aborted) cancel(uploadId);
          else uploadIds.set(key, uploadId);
        },
        forget: () => uploadIds.delete(key),
      });
    },
    /** The file left the list before it landed: the server can drop the parts it has. */
    discard(key: string) {
      const uploadId = uploadIds.get(key);
      uploadIds.delete(key);
      if (uploadId) cancel(uploadId);
    },
  };
}
