import { useQuery } from '@tanstack/react-query';
import type { datasetListSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { editorKeys } from './editorKeys';
import { orgDatasetsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/datasets`: the knowledge bases a helper may answer from. */
export async function listOrgDatasets(orgId: string) {
  return answerOf<typeof datasetListSchema>(await getFirst(orgDatasetsRequest(orgId))).list;
}

export function useOrgDatasets(orgId: string) {
  return useQuery({
    queryKey: editorKeys.datasets(orgId),
    queryFn: () => listOrgDatasets(orgId),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}
