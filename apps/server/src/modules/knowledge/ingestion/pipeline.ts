/**
 * From a document's bytes to chunks ready to store: parse, cut, segment. Pure CPU work, run in
 * the ingestion worker threads so parsing a large file never holds up the server's requests.
 */
import type { QaPair } from '@miaoyu/contracts';
import { packBatches, type NewChunk, type PackedChunks } from './chunk-batches';
import { chunkBlocks, chunkSearchText } from '../indexing/chunker';
import { indexTokens } from '../indexing/segmenter';
import type { Chunk, ChunkingOptions } from '../indexing/types';
import { parseDocument } from '../parsing';
import { ParseError, type ParseFailure } from '../parsing/types';

export interface PreparedDocument {
  kind: string;
  chunks: NewChunk[];
  charCount: number;
}

/** A document ready to store: its chunks packed a statement's worth at a time. */
export interface PackedDocument {
  kind: string;
  chunkCount: number;
  charCount: number;
  batches: PackedChunks[];
}

/** A failure the worker reports as a value: errors lose their class between threads. */
export type PrepareResult<D = PreparedDocument> =
  { ok: true; document: D } | { ok: false; failure: ParseFailure; detail: string };

/** The chunk as stored, with the words its headings and text are found by. */
export function toNewChunk(chunk: Chunk): NewChunk {
  return {
    content: chunk.content,
    headings: chunk.source.headings,
    page: chunk.source.page ?? null,
    sheet: chunk.source.sheet ?? null,
    words: indexTokens(chunkSearchText(chunk)),
  };
}

const charsOf = (chunks: NewChunk[]) => chunks.reduce((n, c) => n + c.content.length, 0);

export async function prepareFile(
  bytes: Buffer,
  name: string,
  options: ChunkingOptions,
): Promise<PrepareResult> {
  try {
    const { kind, document } = await parseDocument(bytes, name);
    const chunks = chunkBlocks(document.blocks, options).map(toNewChunk);
    if (chunks.length === 0) return { ok: false, failure: 'NO_TEXT', detail: '' };
    return { ok: true, document: { kind, chunks, charCount: charsOf(chunks) } };
  } catch (error) {
    if (error instanceof ParseError)
      return { ok: false, failure: error.code, detail: error.message.slice(0, 500) };
    throw error;
  }
}

export function packDocument({ kind, chunks, charCount }: PreparedDocument): PackedDocument {
  return { kind, chunkCount: chunks.length, charCount, batches: packBatches(chunks) };
}

/** Each question with its answer is one chunk, found by the words of both. */
export function prepareQa(pairs: QaPair[]): PreparedDocument {
  const chunks = pairs.map((pair) =>
    toNewChunk({
      content: `${pair.question}\n${pair.answer}`,
      source: { headings: [] },
    }),
  );
  return { kind: 'qa', chunks, charCount: charsOf(chunks) };
}
