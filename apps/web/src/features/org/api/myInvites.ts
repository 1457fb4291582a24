import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myInviteListSchema } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { refreshSession } from './currentUser';
import { orgKeys } from './keys';
import { acceptInvite } from './publicInvite';

export async function listMyInvites() {
  return myInviteListSchema.parse(await api.get('/v1/user/invites')).list;
}

/** Invitations addressed to my phone number. */
export function useMyInvites() {
  return useQuery({ queryKey: orgKeys.myInvites, queryFn: listMyInvites });
}

/** Joining makes the team current: the session is reloaded. */
export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const org = await acceptInvite(code);
      await refreshSession(client);
      return org;
    },
  });
}
