import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { datasetListSchema, sessionDatasetsSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
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
      answerOf<typeof sessionDatasetsSchema>(
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
    queryFn: async () =>
      answerOf<typeof datasetListSchema>(await api.get(`/v1/orgs/${orgId}/datasets`)).list,
    enabled: enabled && Boolean(orgId),
  });
}

export function useSetSessionDatasets(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (datasetIds: string[]) =>
      answerOf<typeof sessionDatasetsSchema>(
        await api.put(`/v1/chat/sessions/${sessionId}/datasets`, { datasetIds }),
      ).list,
    onSuccess: (list) => client.setQueryData(sessionDatasetsKey(sessionId), list),
  });
}
