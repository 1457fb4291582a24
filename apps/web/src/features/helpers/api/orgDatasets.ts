import { useQuery } from '@tanstack/react-query';
import { datasetListSchema } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { editorKeys } from './editorKeys';

/** `GET /v1/orgs/{orgId}/datasets`: the knowledge bases a helper may answer from. */
export async function listOrgDatasets(orgId: string) {
  return datasetListSchema.parse(await api.get(`/v1/orgs/${orgId}/datasets`)).list;
}

export function useOrgDatasets(orgId: string) {
  return useQuery({
    queryKey: editorKeys.datasets(orgId),
    queryFn: () => listOrgDatasets(orgId),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}
