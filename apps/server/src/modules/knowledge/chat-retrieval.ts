import type { FastifyInstance } from 'fastify';
import type { RetrievedChunk } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Caller } from '../../lib/scope';
import type { ConversationSettings, RetrievedPassage } from '../conversation/settings';
import { findMembership } from '../orgs/repo';
import { embedderFor } from './embedding';
import { retrieve } from './retrieval';
import { orgDatasetsAmong } from './session-datasets.repo';

const EXCERPT_CHARS = 300;

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
 * Retrieval for a member's chat session: the organisation's datasets the session chose, read only
 * while the caller still belongs to the organisation. The datasets' own settings combine: the
 * largest top K, the lowest minimum score.
 */
export function knowledgeRetriever(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  orgId: bigint,
  datasetIds: bigint[],
): NonNullable<ConversationSettings['retrieve']> {
  return async (question) => {
    if (!(await findMembership(app.db, orgId, caller.user.id, false))) return [];
    const found = await orgDatasetsAmong(app.db, orgId, datasetIds);
    if (found.length === 0) return [];
    const result = await retrieve(
      app.db,
      orgId,
      found,
      question,
      {
        topK: Math.max(...found.map((d) => d.topK)),
        minScore: Math.min(...found.map((d) => d.minScore)),
      },
      embedderFor(app, config),
    );
    return result.list.map(toPassage);
  };
}
