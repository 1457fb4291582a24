import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage, statusOf } from '@/lib/api-error';
import { isHttpError } from '@/lib/http';
import { createFolder } from '../api/createFolder';
import type { DatasetRef } from '../api/keys';
import { useDocumentsChanged, useRefreshTotals } from '../api/refreshTotals';
import { createFileUploader } from '../api/fileUploader';
import { formatBytes } from '../logic/format';
import { createFolderResolver } from '../logic/folderPaths';
import { fileProblem } from '../logic/uploadChecks';
import { createUploadQueue } from '../logic/uploadQueue';
import type { DroppedFile } from '../logic/walkEntries';

/** A connection that dropped or stalled, or a gateway that could not reach the server. */
export function isTransientUploadError(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return [502, 503, 504].includes(statusOf(error) ?? 0);
}

interface PageState {
  folders: readonly DatasetFolder[];
  /** A file landed: the list shows it (queued on the server). */
  landed: () => void;
  /** Nothing is on its way any more: the totals around the list refresh. */
  settled: () => void;
}

/** A queue that creates dropped folders and uploads into them, reading the page's latest state. */
function pageUploadQueue(ref: DatasetRef) {
  let page: PageState = { folders: [], landed: () => {}, settled: () => {} };
  const resolver = createFolderResolver({
    known: () => page.folders,
    create: async (name, parentId) => (await createFolder(ref, { name, parentId })).id,
  });
  const uploader = createFileUploader(ref);
  const queue = createUploadQueue({
    send: async (item, onProgress, signal) => {
      const folderId = await resolver.resolve(item.baseFolderId, item.dir);
      // Keyed by the queue item, so its retries go on with the same server upload.
      return uploader.send(item.id, item.file, folderId, onProgress, signal);
    },
    isTransient: isTransientUploadError,
    describe: errorMessage,
    onDone: () => page.landed(),
    onDiscard: (item) => uploader.discard(item.id),
    onIdle: () => page.settled(),
  });
  return { queue, follow: (next: PageState) => void (page = next) };
}

/**
 * The upload queue of one knowledge base's page: files (and dropped folders, recreated as
 * folders) go up three at a time; the list refreshes as each lands. Leaving the page stops them.
 */
export function useUploadQueue(ref: DatasetRef, folders: readonly DatasetFolder[]) {
  const { t } = useTranslation('knowledge');
  const documentsChanged = useDocumentsChanged(ref);
  const refreshTotals = useRefreshTotals(ref);
  const [{ queue, follow }] = useState(() => pageUploadQueue(ref));
  useEffect(() => {
    follow({
      folders,
      landed: () => void documentsChanged(),
      settled: () => void refreshTotals(),
    });
  }, [follow, folders, documentsChanged, refreshTotals]);
  const items = useSyncExternalStore(queue.subscribe, queue.items);
  const busy = items.some((item) => ['waiting', 'uploading', 'retrying'].includes(item.phase));

  useEffect(() => () => queue.stop(), [queue]);
  useEffect(() => {
    if (!busy) return;
    // Closing the tab would drop the files still on their way: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  /** Queues files for the open folder, refusing those the server would refuse anyway. */
  const add = (files: readonly DroppedFile[], baseFolderId: string | null, maxBytes: number) => {
    const refusals = {
      type: t('upload.badType'),
      empty: t('upload.empty'),
      size: t('upload.tooLarge', { size: formatBytes(maxBytes) }),
    };
    queue.add(
      files.map(({ file, dir }) => {
        const problem = fileProblem(file, maxBytes);
        return { file, dir, refusal: problem ? refusals[problem] : null };
      }),
      baseFolderId,
    );
  };

  return { items, busy, add, retry: queue.retry, remove: queue.remove, clear: queue.clearFinished };
}

export type UploadQueueHandle = ReturnType<typeof useUploadQueue>;
