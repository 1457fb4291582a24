import { useQuery } from '@tanstack/react-query';
import { datasetListSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { datasetsPath, knowledgeKeys } from './keys';

/** `GET /v1/orgs/{orgId}/datasets`: the organisation's knowledge bases with their totals. */
export async function listDatasets(orgId: string): Promise<Dataset[]> {
  return datasetListSchema.parse(await api.get(datasetsPath(orgId))).list;
}

export function useDatasets(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.datasets(orgId),
    queryFn: () => listDatasets(orgId),
    enabled: !!orgId,
  });
}
