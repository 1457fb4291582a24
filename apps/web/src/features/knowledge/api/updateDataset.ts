import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { datasetSchema, Dataset, UpdateDataset } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** Silent: the settings form shows what went wrong. */
export async function updateDataset(ref: DatasetRef, body: UpdateDataset): Promise<Dataset> {
  return answerOf<typeof datasetSchema>(await api.patch(datasetPath(ref), body, { silent: true }));
}

export function useUpdateDataset(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDataset) => updateDataset(ref, body),
    onSuccess: (dataset) => {
      client.setQueryData(knowledgeKeys.dataset(ref.orgId, ref.datasetId), dataset);
      return client.invalidateQueries({ queryKey: knowledgeKeys.datasets(ref.orgId) });
    },
  });
}
