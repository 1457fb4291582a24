import type { DocumentStatus } from '@miaoyu/contracts/knowledge';

/** How often the document list is asked again while the server is still working on some. */
export const DOCUMENT_POLL_MS = 1500;

const BUSY: readonly DocumentStatus[] = ['queued', 'parsing', 'indexing'];

/** Whether the server is still working on a document (waiting, reading or indexing it). */
export const isBusy = (status: DocumentStatus) => BUSY.includes(status);

/** The list's refetch interval: every 1.5 s while any document is busy, else none. */
export function documentsPollInterval(
  list: readonly { status: DocumentStatus }[] | undefined,
): number | false {
  return list?.some((document) => isBusy(document.status)) ? DOCUMENT_POLL_MS : false;
}
