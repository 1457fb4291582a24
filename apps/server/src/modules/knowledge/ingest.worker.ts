/** The work one ingestion thread does: see pipeline.ts. */
import type { ChunkingOptions } from './indexing/types';
import { prepareFile, type PrepareResult } from './pipeline';

export interface PrepareTask {
  bytes: Uint8Array;
  name: string;
  options: ChunkingOptions;
}

export default function prepare(task: PrepareTask): Promise<PrepareResult> {
  return prepareFile(
    Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
    task.name,
    task.options,
  );
}
