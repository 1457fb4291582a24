import { useMutation } from '@tanstack/react-query';
import type { documentSchema, DatasetDocument } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/**
 * Parses and indexes the document again with the knowledge base's current settings. A busy
 * document answers 409, which the HTTP client notifies.
 */
export async function reindexDocument(
  ref: DatasetRef,
  documentId: string,
): Promise<DatasetDocument> {
  return answerOf<typeof documentSchema>(
    await api.post(`${datasetPath(ref)}/documents/${documentId}/reindex`),
  );
}

export function useReindexDocument(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({
    mutationFn: (documentId: string) => reindexDocument(ref, documentId),
    onSuccess: changed,
  });
}
