/**
 * A small pool of tesseract.js workers reading Simplified Chinese offline. Workers start on first
 * use; a recognition that runs too long is rejected, its worker terminated and replaced.
 */
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@tesseract.js-data/chi_sim/package.json'));

/**
 * `fast` is the 1.7 MB integer LSTM model (4.0.0_best_int); `full` the 20 MB one (4.0.0). On the
 * sales corpus (npm run bench:sales) fast read better (CER 1.8 % against 2.5 %), quicker (0.46 s
 * against 0.62 s a screenshot) and in less memory (about 150 MB against 400 MB), so it is the default.
 */
export type OcrModel = 'fast' | 'full';
const MODEL_DIRS: Record<OcrModel, string> = { fast: '4.0.0_best_int', full: '4.0.0' };

export interface OcrPoolOptions {
  /** Number of workers; each holds its own model (about 40–90 MB). */
  size?: number;
  model?: OcrModel;
  /** A folder holding chi_sim.traineddata.gz, instead of the package's. */
  langPath?: string;
  /** Longest time one recognition may take. */
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

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
}

export class OcrPool {
  readonly size: number;
  private readonly langPath: string;
  private readonly timeoutMs: number;
  private readonly slots: Slot[];
  private readonly waiting: Array<(slot: Slot) => void> = [];
  private closed = false;

  constructor(options: OcrPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? 1);
    this.langPath = options.langPath ?? path.join(packageDir, MODEL_DIRS[options.model ?? 'fast']);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.slots = Array.from({ length: this.size }, () => ({ worker: null, busy: false }));
  }

  /** The text of one prepared image (PNG bytes of a single text line). */
  async recognize(image: Buffer, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    const slot = await this.acquire(signal);
    try {
      const worker = await this.workerOf(slot);
      signal?.throwIfAborted();
      const result = await this.withTimeout(slot, worker.recognize(image), signal);
      return result.data.text;
    } finally {
      this.release(slot);
    }
  }

  /** Starts every worker now instead of on first use. */
  async warm(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.workerOf(slot)));
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.slots.map((slot) => slot.worker);
    for (const slot of this.slots) slot.worker = null;
    await Promise.all(workers.map((w) => w?.then((worker) => worker.terminate()).catch(() => {})));
  }

  private workerOf(slot: Slot): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('OCR pool is closed'));
    slot.worker ??= this.start().catch((error: unknown) => {
      slot.worker = null;
      throw error;
    });
    return slot.worker;
  }

  private async start(): Promise<Worker> {
    const file = path.join(this.langPath, 'chi_sim.traineddata.gz');
    // A worker told to load a missing file dies without a useful error; say what is missing.
    await access(file).catch(() => {
      throw new Error(`OCR language data not found: ${file}`);
    });
    // chi_sim alone: 'chi_sim+eng' silently loads only chi_sim here, and chi_sim reads Latin well.
    const worker = await createWorker('chi_sim', OEM.LSTM_ONLY, {
      langPath: this.langPath,
      cacheMethod: 'none',
      gzip: true,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      preserve_interword_spaces: '1',
      user_defined_dpi: '300',
    });
    return worker;
  }

  private withTimeout<T>(slot: Slot, work: Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        // The worker is stuck in this job: drop it, a fresh one starts on next use.
        const stuck = slot.worker;
        slot.worker = null;
        void stuck?.then((w) => w.terminate()).catch(() => {});
        reject(error);
      };
      const onAbort = () => fail(abortReason(signal!));
      const timer = setTimeout(() => fail(new OcrTimeoutError(this.timeoutMs)), this.timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** A free slot; a caller who gives up while waiting leaves the queue. */
  private acquire(signal?: AbortSignal): Promise<Slot> {
    const free = this.slots.find((slot) => !slot.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(abortReason(signal!));
      };
      const take = (slot: Slot) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(slot);
      };
      this.waiting.push(take);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release(slot: Slot) {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }
}
