import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { datasetListSchema, sessionDatasetsSchema } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { useSessionStore } from '@/lib/session';
import { sessionDatasetsRequest } from './requests';

const sessionDatasetsKey = (sessionId: string) => ['chat', 'datasets', sessionId] as const;

/** The knowledge bases a session answers from. */
export function useSessionDatasets(sessionId: string) {
  return useQuery({
    queryKey: sessionDatasetsKey(sessionId),
    queryFn: async () =>
      sessionDatasetsSchema.parse(
        await getFirst(sessionDatasetsRequest(sessionId), { silent: true }),
      ).list,
    enabled: Boolean(sessionId),
  });
}

/** The current team's knowledge bases, to choose from. */
export function useTeamDatasets(enabled: boolean) {
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  return useQuery({
    queryKey: ['chat', 'team-datasets', orgId],
    queryFn: async () => datasetListSchema.parse(await api.get(`/v1/orgs/${orgId}/datasets`)).list,
    enabled: enabled && Boolean(orgId),
  });
}

export function useSetSessionDatasets(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (datasetIds: string[]) =>
      sessionDatasetsSchema.parse(
        await api.put(`/v1/chat/sessions/${sessionId}/datasets`, { datasetIds }),
      ).list,
    onSuccess: (list) => client.setQueryData(sessionDatasetsKey(sessionId), list),
  });
}
