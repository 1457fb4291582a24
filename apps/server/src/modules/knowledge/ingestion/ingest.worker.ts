/** The work one ingestion thread does: see pipeline.ts. */
import os from 'node:os';
import type { ChunkingOptions } from '../indexing/types';
import { packDocument, prepareFile, type PackedDocument, type PrepareResult } from './pipeline';

/**
 * Parsing yields the cores to the server's requests, so chat stays fast while a large upload is
 * indexed. Only on Linux, where a thread's nice value is its own: elsewhere this would lower the
 * whole server.
 */
if (process.platform === 'linux') {
  try {
    os.setPriority(0, 10);
  } catch {
    // Not permitted here: parse at normal priority.
  }
}

export interface PrepareTask {
  bytes: Uint8Array;
  name: string;
  options: ChunkingOptions;
}

/** A document's chunks as they are shown (a preview). */
export default function prepare(task: PrepareTask): Promise<PrepareResult> {
  return prepareFile(
    Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
    task.name,
    task.options,
  );
}

/** A document's chunks as they are stored (an ingestion). */
export async function prepareToStore(task: PrepareTask): Promise<PrepareResult<PackedDocument>> {
  const result = await prepare(task);
  return result.ok ? { ok: true, document: packDocument(result.document) } : result;
}
