import { useQuery } from '@tanstack/react-query';
import type { datasetListSchema } from '@miaoyu/contracts/knowledge';
import type { chatModelListSchema } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { sceneKeys } from '../../../api/keys';

/**
 * What the settings pickers offer, read with the same calls the models and knowledge pages make
 * (their paths, not their files: a feature does not import another's).
 */

/** `GET /v1/chat/models`: the team's chat models (`ref` is what a node names). */
export function useChatModels() {
  return useQuery({
    queryKey: [...sceneKeys.all, 'editor', 'models'],
    queryFn: async () => answerOf<typeof chatModelListSchema>(await api.get('/v1/chat/models')),
    staleTime: 60_000,
  });
}

/** `GET /v1/orgs/{orgId}/datasets`: the team's knowledge bases. */
export function useDatasetList(orgId: string) {
  return useQuery({
    queryKey: [...sceneKeys.all, orgId, 'editor', 'datasets'],
    queryFn: async () =>
      answerOf<typeof datasetListSchema>(await api.get(`/v1/orgs/${orgId}/datasets`)).list,
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}
