import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { myInviteListSchema } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { refreshSession } from './currentUser';
import { orgKeys } from './keys';
import { acceptInvite } from './publicInvite';
import { myInvitesRequest } from './requests';

export async function listMyInvites() {
  return answerOf<typeof myInviteListSchema>(await getFirst(myInvitesRequest())).list;
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
