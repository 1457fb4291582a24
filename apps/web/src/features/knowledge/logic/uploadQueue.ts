export type UploadPhase = 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';

/** One file on its way into the dataset. */
export interface UploadItem {
  id: string;
  file: File;
  /** Folders below `baseFolderId` it goes into (a dropped directory's structure). */
  dir: readonly string[];
  /** The folder that was open when it was added; null for the top level. */
  baseFolderId: string | null;
  phase: UploadPhase;
  percent: number;
  /** Automatic retries used after the network failed. */
  retries: number;
  /** What went wrong last (the server's words, or why it was refused before sending). */
  error?: string;
  /** Whether trying again can help: not for files refused before sending. */
  retryable: boolean;
  /** The document the server made of it, once it is up. */
  documentId?: string;
}

export interface UploadQueueOptions {
  /** Sends one file, answering the document it became; rejects with the transport's error. */
  send: (
    item: UploadItem,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<{ id: string } | void>;
  /** Whether a failure was the connection's (tried again by itself) rather than an answer's. */
  isTransient: (error: unknown) => boolean;
  describe: (error: unknown) => string;
  concurrency?: number;
  maxRetries?: number;
  /** The pause before automatic retry `n` (1, 2, 3…). */
  backoffMs?: (retry: number) => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  onDone?: (item: UploadItem) => void;
  /** A file left the list before it landed (removed, or the page closed): after its abort. */
  onDiscard?: (item: UploadItem) => void;
  /** Nothing is waiting or on its way any more. */
  onIdle?: () => void;
}

/** What the user adds: a file, its folders below the open one, and why it is refused (if so). */
export interface NewUpload {
  file: File;
  dir?: readonly string[];
  refusal?: string | null;
}

export const UPLOAD_CONCURRENCY = 3;
export const UPLOAD_MAX_RETRIES = 3;
/** 1 s, 2 s, 4 s: long enough for a dropped Wi-Fi to come back. */
export const uploadBackoffMs = (retry: number) => 1000 * 2 ** (retry - 1);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });
}

let sequence = 0;
const active = (item: UploadItem) =>
  item.phase === 'waiting' || item.phase === 'uploading' || item.phase === 'retrying';

/**
 * Files uploaded one `send` each, at most `concurrency` at a time, each with its own progress.
 * A dropped connection is retried with growing pauses (a `send` in parts resumes where it
 * stopped), then left for a manual retry; an answer from the server (409 duplicate, 413 too
 * large…) is shown as it is. Finished files are never sent again.
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  const maxRetries = options.maxRetries ?? UPLOAD_MAX_RETRIES;
  const backoffMs = options.backoffMs ?? uploadBackoffMs;
  const wait = options.wait ?? sleep;
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();
  let items: UploadItem[] = [];
  let running = 0;

  const emit = () => listeners.forEach((listener) => listener());
  const find = (id: string) => items.find((item) => item.id === id);
  const update = (id: string, patch: Partial<UploadItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    emit();
  };

  async function run(id: string, signal: AbortSignal): Promise<void> {
    for (;;) {
      const item = find(id);
      if (!item || signal.aborted) return;
      // The percent stays: `send` knows whether a retry starts over or goes on from the parts sent.
      update(id, { phase: 'uploading' });
      try {
        const document = await options.send(item, (percent) => update(id, { percent }), signal);
        update(id, { phase: 'done', percent: 100, error: undefined, documentId: document?.id });
        const done = find(id);
        if (done) options.onDone?.(done);
        return;
      } catch (error) {
        if (signal.aborted || !find(id)) return;
        const retries = find(id)!.retries;
        const message = options.describe(error);
        if (!options.isTransient(error) || retries >= maxRetries) {
          update(id, { phase: 'failed', error: message, retryable: true });
          return;
        }
        update(id, { phase: 'retrying', retries: retries + 1, error: message });
        await wait(backoffMs(retries + 1), signal);
      }
    }
  }

  function pump() {
    while (running < concurrency) {
      const next = items.find((item) => item.phase === 'waiting');
      if (!next) break;
      const controller = new AbortController();
      controllers.set(next.id, controller);
      running += 1;
      void run(next.id, controller.signal).finally(() => {
        controllers.delete(next.id);
        running -= 1;
        pump();
      });
    }
    if (running === 0 && !items.some(active)) options.onIdle?.();
  }

  return {
    items: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add(files: readonly NewUpload[], baseFolderId: string | null) {
      const added = files.map(({ file, dir = [], refusal }): UploadItem => {
        sequence += 1;
        const base = { id: `upload-${sequence}`, file, dir, baseFolderId, percent: 0, retries: 0 };
        return refusal
          ? { ...base, phase: 'failed', error: refusal, retryable: false }
          : { ...base, phase: 'waiting', retryable: true };
      });
      items = [...items, ...added];
      emit();
      pump();
    },
    /** Sends a failed file again, with its automatic retries renewed. */
    retry(id: string) {
      const item = find(id);
      if (item?.phase !== 'failed' || !item.retryable) return;
      update(id, { phase: 'waiting', retries: 0, error: undefined });
      pump();
    },
    /** Drops a file from the list, stopping its upload. */
    remove(id: string) {
      const item = find(id);
      controllers.get(id)?.abort();
      items = items.filter((other) => other.id !== id);
      emit();
      if (item && item.phase !== 'done') options.onDiscard?.(item);
    },
    /** Forgets the files that are done or cannot be retried. */
    clearFinished() {
      items = items.filter((item) => active(item) || (item.phase === 'failed' && item.retryable));
      emit();
    },
    /** Stops everything (the page is closing). */
    stop() {
      const unfinished = items.filter((item) => item.phase !== 'done');
      controllers.forEach((controller) => controller.abort());
      items = [];
      emit();
      unfinished.forEach((item) => options.onDiscard?.(item));
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
