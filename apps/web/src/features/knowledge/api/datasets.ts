import { useQuery } from '@tanstack/react-query';
import { datasetListSchema, type Dataset } from '@miaoyu/contracts/knowledge';
import { getFirst } from '@/lib/preload';
import { knowledgeKeys } from './keys';
import { datasetsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/datasets`: the organisation's knowledge bases with their totals. */
export async function listDatasets(orgId: string): Promise<Dataset[]> {
  return datasetListSchema.parse(await getFirst(datasetsRequest(orgId))).list;
}

export function useDatasets(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.datasets(orgId),
    queryFn: () => listDatasets(orgId),
    enabled: !!orgId,
  });
}
