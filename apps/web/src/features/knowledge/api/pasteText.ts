import { useMutation } from '@tanstack/react-query';
import type { documentSchema, DatasetDocument, PasteText } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/** Pasted text becomes a document, parsed and indexed by a job. Silent: the form shows errors. */
export async function pasteText(ref: DatasetRef, body: PasteText): Promise<DatasetDocument> {
  return answerOf<typeof documentSchema>(
    await api.post(`${datasetPath(ref)}/documents/text`, body, { silent: true }),
  );
}

export function usePasteText(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({ mutationFn: (body: PasteText) => pasteText(ref, body), onSuccess: changed });
}
