import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orgSchema, Org } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { refreshSession } from './currentUser';

/** Form errors are shown in place, so the call is silent. */
export async function createOrg(name: string): Promise<Org> {
  return answerOf<typeof orgSchema>(await api.post('/v1/orgs', { name }, { silent: true }));
}

/** The new team becomes the current organisation: the session is reloaded. */
export function useCreateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrg,
    onSuccess: () => refreshSession(client),
  });
}
