import { useQuery } from '@tanstack/react-query';
import type { chunkWithDocumentSchema, ChunkWithDocument } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** A chunk with its document's name: what a retrieval result (or a citation) opens. */
export async function getChunk(ref: DatasetRef, chunkId: string): Promise<ChunkWithDocument> {
  return answerOf<typeof chunkWithDocumentSchema>(
    await api.get(`${datasetPath(ref)}/chunks/${chunkId}`, { silent: true }),
  );
}

export function useChunk(ref: DatasetRef, chunkId: string | undefined) {
  return useQuery({
    queryKey: [...knowledgeKeys.chunks(ref.orgId, ref.datasetId), 'one', chunkId],
    queryFn: () => getChunk(ref, chunkId!),
    enabled: !!chunkId,
  });
}
