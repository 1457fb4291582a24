import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PutSceneSecretInput, sceneSecretListSchema } from '@miaoyu/contracts/scenes';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { sceneKeys } from './keys';

const secretsPath = (orgId: string) => `/v1/orgs/${orgId}/scene-secrets`;
const secretPath = (orgId: string, name: string) =>
  `${secretsPath(orgId)}/${encodeURIComponent(name)}`;

/** The team's scene secrets: names and times, never values (managers only). */
export function useSceneSecrets(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: sceneKeys.secrets(orgId),
    queryFn: async () =>
      answerOf<typeof sceneSecretListSchema>(await api.get(secretsPath(orgId))).list,
    enabled: enabled && Boolean(orgId),
  });
}

/** Adds a secret or replaces its value. */
export function usePutSceneSecret(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, ...body }: PutSceneSecretInput & { name: string }) =>
      api.put(secretPath(orgId, name), body, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: sceneKeys.secrets(orgId) }),
  });
}

export function useDeleteSceneSecret(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => api.delete(secretPath(orgId, name), { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: sceneKeys.secrets(orgId) }),
  });
}
