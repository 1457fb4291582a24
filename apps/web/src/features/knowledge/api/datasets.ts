import { useQuery } from '@tanstack/react-query';
import type { datasetListSchema, Dataset } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { knowledgeKeys } from './keys';
import { datasetsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/datasets`: the organisation's knowledge bases with their totals. */
export async function listDatasets(orgId: string): Promise<Dataset[]> {
  return answerOf<typeof datasetListSchema>(await getFirst(datasetsRequest(orgId))).list;
}

export function useDatasets(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.datasets(orgId),
    queryFn: () => listDatasets(orgId),
    enabled: !!orgId,
  });
}
