/** What retrieval and ingestion need of an embedding model (made in embedding.ts). */
import type { SearchCapabilities } from '@miaoyu/contracts';
import type { ModelTarget } from '../../../plugins/llm/gateway';

export interface Embedder {
  /** Whether this database can store and search vectors (pgvector). */
  readonly available: boolean;
  /** Whether HNSW scans may go on past their first candidates (pgvector ≥ 0.8). */
  readonly iterativeScan: boolean;
  /** The organisation's embedding model `ref`, or null when it has none by that name (any more). */
  target(orgId: bigint, ref: string): Promise<ModelTarget | null>;
  /** The organisation's embedding models, and whether vectors can be searched here. */
  capabilities(orgId: bigint): Promise<SearchCapabilities>;
  embedQuestion(target: ModelTarget, question: string): Promise<number[]>;
  /** Vectors of a few texts, in order (a chunk being edited). */
  embedTexts(target: ModelTarget, texts: string[]): Promise<number[][]>;
  /**
   * Embeds a document's chunks and stores their vectors, `EMBEDDING_BATCH` at a time, calling
   * `progress` with the share done (0–1) after each batch.
   */
  embedDocument(
    orgId: bigint,
    document: { id: bigint; datasetId: bigint },
    target: ModelTarget,
    total: number,
    progress: (done: number) => Promise<void>,
  ): Promise<void>;
}

/** The text a chunk is embedded as: where it sits, then what it says. */
export const embeddingText = (chunk: { content: string; headings: string[] }) =>
  chunk.headings.length > 0 ? `${chunk.headings.join(' › ')}\n${chunk.content}` : chunk.content;
