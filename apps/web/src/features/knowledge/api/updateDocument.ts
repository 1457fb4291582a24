import { useMutation } from '@tanstack/react-query';
import type { documentSchema, DatasetDocument, UpdateDocument } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/** Renames a document or moves it to another folder. Silent: the modal shows errors. */
export async function updateDocument(
  ref: DatasetRef,
  documentId: string,
  body: UpdateDocument,
): Promise<DatasetDocument> {
  return answerOf<typeof documentSchema>(
    await api.patch(`${datasetPath(ref)}/documents/${documentId}`, body, { silent: true }),
  );
}

export function useUpdateDocument(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: UpdateDocument }) =>
      updateDocument(ref, documentId, body),
    onSuccess: changed,
  });
}
