import os from 'node:os';
import { Piscina } from 'piscina';
import { pictureError } from './decode';
import type { BubbleLines, PixelResult, PixelTask } from './pixels.worker';

export interface PixelPoolOptions {
  /** Threads at most; they start on demand and end after 30 s unused. */
  threads?: number;
}

/**
 * Threads for the pixel work of reading screenshots (decoding, finding bubbles, cutting lines):
 * loops over millions of pixels that would hold the server's event loop for seconds.
 */
export class PixelPool {
  private readonly pool: Piscina<PixelTask, unknown>;

  constructor(options: PixelPoolOptions = {}) {
    this.pool = new Piscina({
      filename: new URL('./pixels-worker.mjs', import.meta.url).href,
      minThreads: 0,
      // One core is left to the server and to the OCR threads.
      maxThreads: options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      // A decoded picture's memory goes back to the system once a burst of readings is done.
      idleTimeout: 30_000,
    });
  }

  /** The bubbles of a chat screenshot, each as its lines' PNGs; AppError when it has none. */
  lineImages(bytes: Uint8Array, signal?: AbortSignal): Promise<BubbleLines[]> {
    return this.run<BubbleLines[]>('default', bytes, signal);
  }

  /** Format, frames, size, truncation and blankness; AppError when one fails. */
  async check(bytes: Uint8Array, signal?: AbortSignal): Promise<void> {
    await this.run<null>('check', bytes, signal);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async run<T>(name: string, bytes: Uint8Array, signal?: AbortSignal): Promise<T> {
    // One copy, handed over to the thread: a Buffer may share its memory with other Buffers,
    // so it is not transferred itself.
    const copy = new Uint8Array(bytes);
    const result = (await this.pool.run(
      { bytes: copy },
      { name, transferList: [copy.buffer], signal },
    )) as PixelResult<T>;
    if (!result.ok) throw pictureError(result.problem);
    return result.value;
  }
}

let shared: PixelPool | undefined;

/** The process's pixel threads, for callers that bring none of their own. */
export const sharedPixelPool = () => (shared ??= new PixelPool());
