import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentListSchema } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { documentsPollInterval } from '../logic/polling';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';
import { useRefreshTotals } from './refreshTotals';

export interface DocumentQuery {
  /** A folder's own documents, or `all` for every folder. */
  folderId: string;
  keyword: string;
  offset: number;
  limit: number;
}

export async function listDocuments(ref: DatasetRef, query: DocumentQuery) {
  const params = { ...query, keyword: query.keyword || undefined };
  return documentListSchema.parse(await api.get(`${datasetPath(ref)}/documents`, { params }));
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
