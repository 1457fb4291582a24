/** Where a chunk came from, shown with a citation. */
export interface ChunkSource {
  page?: number;
  sheet?: string;
  /** The headings above the chunk, outermost first. */
  headings: string[];
}

export interface Chunk {
  content: string;
  source: ChunkSource;
}

export interface ChunkingOptions {
  /** Target characters per chunk (a table or record longer than this stays whole). */
  size: number;
  /** Characters repeated from the end of one chunk at the start of the next. */
  overlap: number;
}
