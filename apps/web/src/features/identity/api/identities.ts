import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { identityListSchema } from '@miaoyu/contracts/identity';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

const identitiesKey = ['identity', 'mine'] as const;

/** My linked identities, and the providers my teams offer to link. */
export function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: async () => answerOf<typeof identityListSchema>(await api.get('/v1/user/identities')),
  });
}

/** The last way in is refused (409): the card shows why. */
export function useUnlink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (identityId: string) =>
      api.delete(`/v1/user/identities/${identityId}`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: identitiesKey }),
  });
}
