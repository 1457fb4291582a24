import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/** Deletes a document with its chunks; failures are notified by the HTTP client. */
export async function deleteDocument(ref: DatasetRef, documentId: string): Promise<void> {
  await api.delete(`${datasetPath(ref)}/documents/${documentId}`);
}

export function useDeleteDocument(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(ref, documentId),
    onSuccess: changed,
  });
}
