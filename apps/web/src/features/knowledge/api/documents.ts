import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { documentListSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { documentsPollInterval } from '../logic/polling';
import { knowledgeKeys, type DatasetRef } from './keys';
import { documentsRequest, type DocumentQuery } from './requests';
import { useRefreshTotals } from './refreshTotals';

export async function listDocuments(ref: DatasetRef, query: DocumentQuery) {
  return answerOf<typeof documentListSchema>(await getFirst(documentsRequest(ref, query)));
}

/**
 * One page of documents, asked again every 1.5 s while the server is still working on one of
 * them. When the last one settles, the totals around the list (chunk counts, storage) refresh.
 */
export function useDocuments(ref: DatasetRef, query: DocumentQuery) {
  const result = useQuery({
    queryKey: [...knowledgeKeys.documents(ref.orgId, ref.datasetId), query],
    queryFn: () => listDocuments(ref, query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => documentsPollInterval(current.state.data?.list),
  });
  const refreshTotals = useRefreshTotals(ref);
  const wasPolling = useRef(false);
  const polling = documentsPollInterval(result.data?.list) !== false;
  useEffect(() => {
    if (wasPolling.current && !polling) void refreshTotals();
    wasPolling.current = polling;
  }, [polling, refreshTotals]);
  return result;
}
