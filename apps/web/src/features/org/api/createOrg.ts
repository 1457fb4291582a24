import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgSchema, type Org } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { refreshSession } from './currentUser';

/** Form errors are shown in place, so the call is silent. */
export async function createOrg(name: string): Promise<Org> {
  return orgSchema.parse(await api.post('/v1/orgs', { name }, { silent: true }));
}

/** The new team becomes the current organisation: the session is reloaded. */
export function useCreateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrg,
    onSuccess: () => refreshSession(client),
  });
}
