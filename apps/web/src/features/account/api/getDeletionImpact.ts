import { useQuery } from '@tanstack/react-query';
import { accountDeletionImpactSchema } from '@miaoyu/contracts/account';
import { api } from '@/lib/http';

export async function getDeletionImpact() {
  return accountDeletionImpactSchema.parse(await api.get('/v1/user/deletion-impact'));
}

/** What goes with the account, and which teams must be handed over first. */
export function useDeletionImpact() {
  return useQuery({
    queryKey: ['account', 'deletion-impact'],
    queryFn: getDeletionImpact,
    staleTime: 0,
  });
}
