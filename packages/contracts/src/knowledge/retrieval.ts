import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText } from '../text';
import { TOP_K_RANGE } from './datasets';
import { chunkSourceSchema } from './documents';

export const RETRIEVAL_QUESTION_MAX_CHARS = 500;

export const retrievalTestSchema = z.object({
  question: safeText()
    .trim()
    .refine((v) => v.length > 0 && Array.from(v).length <= RETRIEVAL_QUESTION_MAX_CHARS, {
      message: 'validation.question',
    }),
  topK: z.number().int().min(TOP_K_RANGE.min).max(TOP_K_RANGE.max).optional(),
});
export type RetrievalTest = z.input<typeof retrievalTestSchema>;

export const retrievedChunkSchema = z
  .object({
    chunkId: z.string(),
    documentId: z.string(),
    documentName: z.string(),
    datasetId: z.string(),
    content: z.string(),
    /**
     * 0–1: the share of the question's words, weighted by their rarity, the passage holds; the
     * same scale for every question (`RETRIEVAL_FOUND_SCORE` and up: it answers).
     */
    score: z.number(),
    /** Where it stood in each search that found it (1 = first); absent when that one missed it. */
    textRank: z.number().int().optional(),
    vectorRank: z.number().int().optional(),
    /** Cosine similarity of the question and the passage, when found by meaning. */
    similarity: z.number().optional(),
    ...chunkSourceSchema.shape,
  })
  .meta({ id: 'RetrievedChunk' });
export type RetrievedChunk = z.infer<typeof retrievedChunkSchema>;

export const retrievalResultSchema = z.object({
  /** The words searched for, after stop words were dropped. */
  terms: z.array(z.string()),
  /** Which search found the passages: every word, at least two, or any. */
  strategy: z.enum(['all', 'atLeastTwo', 'any', 'none']),
  /**
   * Search by meaning: `used`; `off` (no dataset asks for it); `unavailable` (no pgvector here,
   * or no embedding model any more); `failed` (the embedding model did not answer: words only).
   */
  vector: z.enum(['used', 'off', 'unavailable', 'failed']),
  tookMs: z.number(),
  list: z.array(retrievedChunkSchema),
});
export type RetrievalResult = z.infer<typeof retrievalResultSchema>;

/** The knowledge bases a chat session answers from. */
export const SESSION_DATASETS_MAX = 10;
export const sessionDatasetsSchema = z.object({
  list: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SessionDatasets = z.infer<typeof sessionDatasetsSchema>;
export const setSessionDatasetsSchema = z.object({
  datasetIds: z
    .array(idSchema)
    .max(SESSION_DATASETS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.id' }),
});
export type SetSessionDatasets = z.input<typeof setSessionDatasetsSchema>;
export const sessionIdParamsSchema = z.object({ sessionId: idSchema });

/**
 * A passage scoring at least this (the share of the question's weight it holds) is taken to
 * answer it: the bot's default handoff threshold, and the least the offline answerer quotes.
 */
export const RETRIEVAL_FOUND_SCORE = 0.3;
