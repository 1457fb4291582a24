import { useMutation } from '@tanstack/react-query';
import type {
  retrievalTestResultSchema,
  RetrievalTest,
  RetrievalTestResult,
} from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, type DatasetRef } from './keys';

/**
 * Searches the knowledge base as a helper would: passages with scores and where they are from,
 * and the synonyms and rephrasings the question was searched with.
 */
export async function testRetrieval(
  ref: DatasetRef,
  body: RetrievalTest,
): Promise<RetrievalTestResult> {
  // Silent: the tab shows the failure above the results.
  return answerOf<typeof retrievalTestResultSchema>(
    await api.post(`${datasetPath(ref)}/retrieval-test`, body, { silent: true }),
  );
}

export function useRetrievalTest(ref: DatasetRef) {
  return useMutation({ mutationFn: (body: RetrievalTest) => testRetrieval(ref, body) });
}
