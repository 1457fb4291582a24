import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/** Deletes a chunk; failures are notified by the HTTP client. */
export async function deleteChunk(ref: DatasetRef, chunkId: string): Promise<void> {
  await api.delete(`${datasetPath(ref)}/chunks/${chunkId}`);
}

/** The document's and the knowledge base's chunk counts change with it. */
export function useDeleteChunk(ref: DatasetRef) {
  const client = useQueryClient();
  const documentsChanged = useDocumentsChanged(ref);
  return useMutation({
    mutationFn: (chunkId: string) => deleteChunk(ref, chunkId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: knowledgeKeys.chunks(ref.orgId, ref.datasetId) }),
        documentsChanged(),
      ]),
  });
}
