import { useMutation } from '@tanstack/react-query';
import type { documentSchema, DatasetDocument, ImportUrl } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';
import { useDocumentsChanged } from './refreshTotals';

/**
 * A web page, fetched by a job through the server's outbound guard. Silent: a refused address
 * (422 URL_FORBIDDEN) shows on the URL field.
 */
export async function importUrl(ref: DatasetRef, body: ImportUrl): Promise<DatasetDocument> {
  return answerOf<typeof documentSchema>(
    await api.post(`${datasetPath(ref)}/documents/url`, body, { silent: true }),
  );
}

export function useImportUrl(ref: DatasetRef) {
  const changed = useDocumentsChanged(ref);
  return useMutation({ mutationFn: (body: ImportUrl) => importUrl(ref, body), onSuccess: changed });
}
