import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  connectionCheckSchema,
  SaveSignInBody,
  SignInProvider,
  signInSettingsListSchema,
  signInSettingsSchema,
} from '@miaoyu/contracts/identity';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

const settingsKey = (orgId: string) => ['identity', 'settings', orgId] as const;

export function useTeamSignIn(orgId: string) {
  return useQuery({
    queryKey: settingsKey(orgId),
    queryFn: async () =>
      answerOf<typeof signInSettingsListSchema>(await api.get(`/v1/orgs/${orgId}/sign-in`)),
  });
}

/** Errors (a missing secret, a field) are shown by the form. */
export function useSaveSignIn(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveSignInBody) =>
      answerOf<typeof signInSettingsSchema>(
        await api.put(`/v1/orgs/${orgId}/sign-in/${body.provider}`, body, { silent: true }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey(orgId) }),
  });
}

export function useRemoveSignIn(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SignInProvider) => api.delete(`/v1/orgs/${orgId}/sign-in/${provider}`),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey(orgId) }),
  });
}

export async function checkSignIn(orgId: string, provider: SignInProvider) {
  return answerOf<typeof connectionCheckSchema>(
    await api.post(`/v1/orgs/${orgId}/sign-in/${provider}/check`),
  );
}
