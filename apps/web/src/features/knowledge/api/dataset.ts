import { useQuery } from '@tanstack/react-query';
import type { datasetSchema, Dataset } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { knowledgeKeys, type DatasetRef } from './keys';
import { datasetRequest } from './requests';

/** Silent: a 404 (deleted, or another organisation's) is shown in place by the page. */
export async function getDataset(ref: DatasetRef): Promise<Dataset> {
  return answerOf<typeof datasetSchema>(await getFirst(datasetRequest(ref), { silent: true }));
}

export function useDataset(ref: DatasetRef) {
  return useQuery({
    queryKey: knowledgeKeys.dataset(ref.orgId, ref.datasetId),
    queryFn: () => getDataset(ref),
    enabled: !!ref.orgId && !!ref.datasetId,
  });
}
