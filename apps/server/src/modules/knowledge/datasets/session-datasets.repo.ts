/** Which datasets a chat session answers from: every function takes the org of the datasets. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { chatSessionDatasets, datasets } from '../../../db/schema';

export async function listSessionDatasets(db: Executor, orgId: bigint, sessionId: bigint) {
  return db
    .select({
      id: datasets.id,
      name: datasets.name,
      topK: datasets.topK,
      minScore: datasets.minScore,
    })
    .from(chatSessionDatasets)
    .innerJoin(datasets, eq(datasets.id, chatSessionDatasets.datasetId))
    .where(and(eq(chatSessionDatasets.sessionId, sessionId), eq(datasets.orgId, orgId)))
    .orderBy(asc(datasets.id));
}

/** The org's datasets among `ids` (others are not found). */
export async function orgDatasetsAmong(db: Executor, orgId: bigint, ids: bigint[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: datasets.id,
      topK: datasets.topK,
      minScore: datasets.minScore,
      embeddingModel: datasets.embeddingModel,
      searchMode: datasets.searchMode,
      queryRewrite: datasets.queryRewrite,
      builtinSynonyms: datasets.builtinSynonyms,
    })
    .from(datasets)
    .where(and(eq(datasets.orgId, orgId), inArray(datasets.id, ids)));
}

export async function replaceSessionDatasets(db: Executor, sessionId: bigint, ids: bigint[]) {
  await db.delete(chatSessionDatasets).where(eq(chatSessionDatasets.sessionId, sessionId));
  if (ids.length > 0)
    await db.insert(chatSessionDatasets).values(ids.map((datasetId) => ({ sessionId, datasetId })));
}
