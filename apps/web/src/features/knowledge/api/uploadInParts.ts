import type { DatasetDocument, DatasetUpload } from '@miaoyu/contracts/knowledge';
import { apiErrorOf, statusOf } from '@/lib/api-error';
import { HttpError } from '@/lib/http';
import { completeUpload, findUpload, sendPart, startUpload } from './datasetUploads';
import type { DatasetRef } from './keys';

/** Where the id of a file's server upload is kept between its attempts. */
export interface SavedUpload {
  get(): string | undefined;
  set(uploadId: string): void;
  forget(): void;
}

/** The bytes [start, end) of part `index`: whole parts, then what is left. */
function partRange(upload: DatasetUpload, index: number): [start: number, end: number] {
  const start = index * upload.partSize;
  return [start, Math.min(start + upload.partSize, upload.size)];
}

const partBytes = (upload: DatasetUpload, index: number) => {
  const [start, end] = partRange(upload, index);
  return end - start;
};

/** Percent of the file the server has (plus the part on its way); never shown going back. */
function progressReporter(size: number, onProgress: (percent: number) => void) {
  let shown = -1;
  return (bytes: number) => {
    const percent = Math.floor((Math.min(bytes, size) / size) * 100);
    if (percent <= shown) return;
    shown = percent;
    onProgress(percent);
  };
}

/** The upload to go on with: the saved one and the parts it has, or a new one if it is gone. */
async function openUpload(
  ref: DatasetRef,
  file: File,
  folderId: string | null,
  saved: SavedUpload,
  signal: AbortSignal,
): Promise<DatasetUpload> {
  const uploadId = saved.get();
  if (uploadId) {
    const found = await findUpload(ref, uploadId, signal);
    if (found) return found;
    saved.forget(); // expired (24 h) or ended by the server
  }
  const started = await startUpload(ref, { name: file.name, size: file.size, folderId }, signal);
  saved.set(started.id);
  return started;
}

/** Sends the parts the server lacks, one at a time (the queue already sends files side by side). */
async function sendMissingParts(
  ref: DatasetRef,
  file: File,
  upload: DatasetUpload,
  report: (bytes: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const received = new Set(upload.received);
  let arrived = [...received].reduce((sum, index) => sum + partBytes(upload, index), 0);
  report(arrived);
  for (let index = 0; index < upload.partCount; index += 1) {
    if (received.has(index)) continue;
    const [start, end] = partRange(upload, index);
    const onProgress = (loaded: number) => report(arrived + Math.min(loaded, end - start));
    await sendPart(ref, upload.id, index, file.slice(start, end), onProgress, signal);
    arrived += end - start;
    report(arrived);
  }
}

const isIncomplete = (error: unknown) => apiErrorOf(error)?.code === 'UPLOAD_INCOMPLETE';

/**
 * Uploads a file larger than one part. The upload's id is kept in `saved`, so that the next
 * attempt after a dropped connection (automatic or by hand) asks the server which parts
 * arrived and sends only the others. Progress is of the whole file.
 */
export async function uploadInParts(
  ref: DatasetRef,
  file: File,
  folderId: string | null,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
  saved: SavedUpload,
): Promise<DatasetDocument> {
  const report = progressReporter(file.size, onProgress);
  for (let round = 1; ; round += 1) {
    const upload = await openUpload(ref, file, folderId, saved, signal);
    await sendMissingParts(ref, file, upload, report, signal);
    // fetch ignores an abort that came before it: completing a dropped file would add it.
    if (signal.aborted) throw new HttpError('cancelled', 'cancel');
    try {
      const document = await completeUpload(ref, upload.id, signal);
      saved.forget();
      return document;
    } catch (error) {
      // A part the server lost is sent again, once; after that it is a failure like any other.
      if (isIncomplete(error) && round === 1) continue;
      // Any other answer below 500 (duplicate, over the quota, gone) ended the upload.
      const status = statusOf(error);
      if (status !== undefined && status < 500 && !isIncomplete(error)) saved.forget();
      throw error;
    }
  }
}
