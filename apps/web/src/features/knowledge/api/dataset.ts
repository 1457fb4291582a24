import { useQuery } from '@tanstack/react-query';
import { datasetSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** Silent: a 404 (deleted, or another organisation's) is shown in place by the page. */
export async function getDataset(ref: DatasetRef): Promise<Dataset> {
  return datasetSchema.parse(await api.get(datasetPath(ref), { silent: true }));
}

export function useDataset(ref: DatasetRef) {
  return useQuery({
    queryKey: knowledgeKeys.dataset(ref.orgId, ref.datasetId),
    queryFn: () => getDataset(ref),
    enabled: !!ref.orgId && !!ref.datasetId,
  });
}
