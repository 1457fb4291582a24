import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { refreshSession } from './currentUser';

export async function switchOrg(orgId: string): Promise<void> {
  await api.post('/v1/user/currentOrg', { orgId });
}

/** Makes `orgId` the current organisation for every page. */
export function useSwitchOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orgId: string) => {
      await switchOrg(orgId);
      return refreshSession(client);
    },
  });
}
