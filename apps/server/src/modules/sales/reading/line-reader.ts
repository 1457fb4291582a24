/**
 * Reads single text lines of screenshots on worker threads, each holding PaddleOCR's recogniser
 * (line-reader.worker.ts): up to `size` lines at once, the rest queued. A caller who gives up,
 * or a line that takes too long, takes its line off the queue or stops its thread (a fresh one
 * starts for the next line), so no abandoned run keeps a core.
 */
import { Piscina } from 'piscina';
import type { LineTask } from './line-reader.worker';

export interface LineReaderOptions {
  /** Lines read at once, each on a thread of its own (about 60 MB each with the model). */
  size?: number;
  /** Longest time one line may take from being asked, its wait in the queue included. */
  timeoutMs?: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms and was stopped`);
    this.name = 'OcrTimeoutError';
  }
}

const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new Error('aborted');

export class LineReader {
  readonly size: number;
  private readonly timeoutMs: number;
  private readonly pool: Piscina<LineTask, string>;
  private closed = false;

  constructor(options: LineReaderOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.pool = new Piscina({
      filename: new URL('./line-reader-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.size,
      // Starting a thread loads the model (about 0.3 s): keep it through a burst of readings.
      idleTimeout: 120_000,
    });
  }

  /** The text of one line (a PNG of dark text on a light ground). */
  async recognize(image: Uint8Array, signal?: AbortSignal): Promise<string> {
    if (this.closed) throw new Error('OCR reader is closed');
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const copy = new Uint8Array(image);
    try {
      return await this.pool.run(
        { png: copy },
        {
          transferList: [copy.buffer],
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        },
      );
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      if (timeout.aborted) throw new OcrTimeoutError(this.timeoutMs);
      throw error;
    }
  }

  /** Starts a thread and loads the model now instead of on the first line. */
  async warm(): Promise<void> {
    await this.pool.run({ png: new Uint8Array() });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.destroy();
  }
}
