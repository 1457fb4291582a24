import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { chunkSchema, DatasetChunk, UpdateChunk } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** Edits a chunk's text, or switches it off for retrieval. Silent: the chunk shows errors. */
export async function updateChunk(
  ref: DatasetRef,
  chunkId: string,
  body: UpdateChunk,
): Promise<DatasetChunk> {
  return answerOf<typeof chunkSchema>(
    await api.patch(`${datasetPath(ref)}/chunks/${chunkId}`, body, { silent: true }),
  );
}

export function useUpdateChunk(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chunkId, body }: { chunkId: string; body: UpdateChunk }) =>
      updateChunk(ref, chunkId, body),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: knowledgeKeys.chunks(ref.orgId, ref.datasetId) }),
  });
}
