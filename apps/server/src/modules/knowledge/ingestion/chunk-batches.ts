/** How ingested chunks travel from the ingestion thread to the database. */

/** A chunk ready to store: `words` is the segmented text that becomes its tsvector. */
export interface NewChunk {
  content: string;
  headings: string[];
  page: number | null;
  sheet: string | null;
  words: string;
}

/**
 * Rows per insert: a few hundred keep each statement well under PostgreSQL's limits. Smaller
 * batches were tried for chat during ingestion (a question arriving mid-batch waits for it) and
 * did worse: more statements cost more than the shorter waits saved.
 */
export const INSERT_BATCH = 200;

/**
 * Chunks as the JSON text one insert takes (see insertChunks). Packed in the ingestion thread,
 * so that a large document reaches the server's event loop as a few long strings rather than
 * thousands of objects for its garbage collector to walk.
 */
export type PackedChunks = string & { readonly packed: unique symbol };

export const packChunks = (chunks: NewChunk[]) => JSON.stringify(chunks) as PackedChunks;

/** A document's chunks, a statement's worth at a time. */
export function packBatches(chunks: NewChunk[]): PackedChunks[] {
  const batches: PackedChunks[] = [];
  for (let first = 0; first < chunks.length; first += INSERT_BATCH)
    batches.push(packChunks(chunks.slice(first, first + INSERT_BATCH)));
  return batches;
}
