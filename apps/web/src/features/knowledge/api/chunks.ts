import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { chunkListSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

export interface ChunkPage {
  offset: number;
  limit: number;
}

/** One page of a document's chunks, in order. */
export async function listChunks(ref: DatasetRef, documentId: string, page: ChunkPage) {
  return answerOf<typeof chunkListSchema>(
    await api.get(`${datasetPath(ref)}/documents/${documentId}/chunks`, { params: { ...page } }),
  );
}

export function useChunks(ref: DatasetRef, documentId: string | undefined, page: ChunkPage) {
  return useQuery({
    queryKey: [...knowledgeKeys.chunks(ref.orgId, ref.datasetId), 'list', documentId, page],
    queryFn: () => listChunks(ref, documentId!, page),
    enabled: !!documentId,
    placeholderData: keepPreviousData,
  });
}
