import { Piscina } from 'piscina';
import type { PrepareTask } from './ingest.worker';
import type { PackedDocument, PrepareResult } from './pipeline';

/** Threads that parse, cut and segment documents beside the server's event loop. */
export class IngestPool {
  private readonly pool: Piscina<PrepareTask, unknown>;

  constructor(threads: number) {
    this.pool = new Piscina({
      filename: new URL('./ingest-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      // A parser's memory goes back to the system once a burst of documents is done.
      idleTimeout: 30_000,
    });
  }

  /** The chunks to show. */
  prepare(task: PrepareTask, signal?: AbortSignal): Promise<PrepareResult> {
    return this.run('default', task, signal) as Promise<PrepareResult>;
  }

  /** The chunks to store, packed for the database. */
  prepareToStore(task: PrepareTask): Promise<PrepareResult<PackedDocument>> {
    return this.run('prepareToStore', task) as Promise<PrepareResult<PackedDocument>>;
  }

  private run(name: string, task: PrepareTask, signal?: AbortSignal) {
    // One copy, handed over to the thread: a Buffer may share its memory with other Buffers,
    // so it is not transferred itself.
    const copy = new Uint8Array(task.bytes);
    return this.pool.run({ ...task, bytes: copy }, { name, transferList: [copy.buffer], signal });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
