import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { knowledgeKeys, type DatasetRef } from './keys';

/**
 * Refetches what counts a knowledge base's documents (its totals, its folders' counts, the
 * organisation's storage) once documents were added, removed or finished indexing.
 */
export function useRefreshTotals({ orgId, datasetId }: DatasetRef) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          knowledgeKeys.dataset(orgId, datasetId),
          knowledgeKeys.folders(orgId, datasetId),
          knowledgeKeys.datasets(orgId),
          knowledgeKeys.usage(orgId),
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
    [client, orgId, datasetId],
  );
}

/** After adding or changing documents: the list and every total around it. */
export function useDocumentsChanged(ref: DatasetRef) {
  const client = useQueryClient();
  const refreshTotals = useRefreshTotals(ref);
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: knowledgeKeys.documents(ref.orgId, ref.datasetId) }),
        refreshTotals(),
      ]),
    [client, ref.orgId, ref.datasetId, refreshTotals],
  );
}
