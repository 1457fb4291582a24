import type { FastifyInstance } from 'fastify';
import type { RetrievedChunk } from '@miaoyu/contracts';
import type { Config } from '../../../config';
import type { Caller } from '../../../lib/scope';
import type { ConversationSettings, RetrievedPassage } from '../../conversation';
import { findMembership } from '../../orgs';
import { embedderFor } from './embedding';
import { expandQuestion } from './query-expansion';
import { retrieve } from './retrieval';
import { orgDatasetsAmong } from '../datasets/session-datasets.repo';

const EXCERPT_CHARS = 300;

type Retriever = NonNullable<ConversationSettings['retrieve']>;

/** A passage as the model reads it (with where it sits) and as the reader's citation shows it. */
export function toPassage(chunk: RetrievedChunk): RetrievedPassage {
  const where = [chunk.documentName, ...chunk.headings].join(' › ');
  const excerpt = Array.from(chunk.content);
  return {
    text: chunk.content,
    confidence: chunk.similarity ?? chunk.score,
    citation: {
      title: where,
      excerpt:
        excerpt.length > EXCERPT_CHARS
          ? `${excerpt.slice(0, EXCERPT_CHARS).join('')}…`
          : chunk.content,
      source: chunk.documentName,
      datasetId: chunk.datasetId,
      chunkId: chunk.chunkId,
    },
  };
}

/**
 * Retrieval from the org's datasets among `datasetIds` (one deleted since is left out), with
 * the question expanded by their synonym lists and the answering model's rephrasing. Without
 * `options`, the datasets' own settings combine: the largest top K, the lowest minimum score.
 */
export function datasetRetriever(
  app: FastifyInstance,
  config: Config,
  orgId: bigint,
  datasetIds: bigint[],
  options?: { topK: number; minScore: number },
): Retriever {
  return async (question, signal, context) => {
    const found = await orgDatasetsAmong(app.db, orgId, datasetIds);
    if (found.length === 0) return [];
    const { expansion } = await expandQuestion(
      app,
      config,
      orgId,
      found,
      question,
      context,
      signal,
    );
    const result = await retrieve(
      app.db,
      orgId,
      found,
      question,
      options ?? {
        topK: Math.max(...found.map((d) => d.topK)),
        minScore: Math.min(...found.map((d) => d.minScore)),
      },
      embedderFor(app, config),
      expansion,
    );
    return result.list.map(toPassage);
  };
}

/**
 * Retrieval for a member's chat session: the organisation's datasets the session chose, read only
 * while the caller still belongs to the organisation.
 */
export function knowledgeRetriever(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  orgId: bigint,
  datasetIds: bigint[],
): Retriever {
  const search = datasetRetriever(app, config, orgId, datasetIds);
  return async (question, signal, context) => {
    if (!(await findMembership(app.db, orgId, caller.user.id, false))) return [];
    return search(question, signal, context);
  };
}
