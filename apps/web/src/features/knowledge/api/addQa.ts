import { useMutation } from '@tanstack/react-query';
import type { documentSchema, AddQa, DatasetDocument } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/** Question–answer pairs become one document, each pair a chunk. Silent: the form shows errors. */
export async function addQa(ref: DatasetRef, body: AddQa): Promise<DatasetDocument> {
  return answerOf<typeof documentSchema>(
    await api.post(`${datasetPath(ref)}/documents/qa`, body, { silent: true }),
  );
}

export function useAddQa(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({ mutationFn: (body: AddQa) => addQa(ref, body), onSuccess: changed });
}
