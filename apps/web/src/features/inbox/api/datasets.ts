import { useQuery } from '@tanstack/react-query';
import type { datasetListSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botLogKeys } from './keys';

/** `GET /v1/orgs/{orgId}/datasets`: where a corrected answer may go. */
export async function listDatasets(orgId: string) {
  return answerOf<typeof datasetListSchema>(await api.get(`/v1/orgs/${orgId}/datasets`)).list;
}

export function useDatasets(orgId: string, enabled = true) {
  return useQuery({
    queryKey: botLogKeys.datasets(orgId),
    queryFn: () => listDatasets(orgId),
    enabled: Boolean(orgId) && enabled,
    staleTime: 60_000,
  });
}
