import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  datasetDeletionImpactSchema,
  DatasetDeletionImpact,
} from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** What deleting the knowledge base removes, and the chats that stop using it. */
export async function getDatasetDeletionImpact(ref: DatasetRef): Promise<DatasetDeletionImpact> {
  return answerOf<typeof datasetDeletionImpactSchema>(
    await api.get(`${datasetPath(ref)}/deletion-impact`, { silent: true }),
  );
}

/** Asked afresh each time the confirmation opens: the counts change as documents come and go. */
export function useDatasetDeletionImpact(ref: DatasetRef, enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.impact(ref.orgId, ref.datasetId),
    queryFn: () => getDatasetDeletionImpact(ref),
    enabled: enabled && !!ref.datasetId,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Silent: the confirmation shows what went wrong. */
export async function deleteDataset(ref: DatasetRef): Promise<void> {
  await api.delete(datasetPath(ref), { silent: true });
}

export function useDeleteDataset(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (datasetId: string) => deleteDataset({ orgId, datasetId }),
    onSuccess: (_done, datasetId) => {
      client.removeQueries({ queryKey: knowledgeKeys.scope(orgId, datasetId) });
      return client.invalidateQueries({ queryKey: knowledgeKeys.org(orgId) });
    },
  });
}
