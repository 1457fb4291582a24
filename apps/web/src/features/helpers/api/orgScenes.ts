import { useQuery } from '@tanstack/react-query';
import type { sceneListSchema } from '@miaoyu/contracts/scenes';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { editorKeys } from './editorKeys';

/** `GET /v1/orgs/{orgId}/scenes`: the business scenes a helper may follow. */
export function useOrgScenes(orgId: string) {
  return useQuery({
    queryKey: editorKeys.scenes(orgId),
    queryFn: async () =>
      answerOf<typeof sceneListSchema>(
        await api.get(`/v1/orgs/${orgId}/scenes`, { params: { limit: 100 } }),
      ).list,
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}
