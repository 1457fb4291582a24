import { useMutation } from '@tanstack/react-query';
import {
  retrievalResultSchema,
  type RetrievalResult,
  type RetrievalTest,
} from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';

/** Searches the knowledge base as a helper would: passages with scores and where they are from. */
export async function testRetrieval(
  ref: DatasetRef,
  body: RetrievalTest,
): Promise<RetrievalResult> {
  // Silent: the tab shows the failure above the results.
  return retrievalResultSchema.parse(
    await api.post(`${datasetPath(ref)}/retrieval-test`, body, { silent: true }),
  );
}

export function useRetrievalTest(ref: DatasetRef) {
  return useMutation({ mutationFn: (body: RetrievalTest) => testRetrieval(ref, body) });
}
