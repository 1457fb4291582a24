import { useQuery } from '@tanstack/react-query';
import { accountDeletionImpactSchema } from '@miaoyu/contracts/account';
import { getFirst } from '@/lib/preload';
import { deletionImpactRequest } from './requests';

export async function getDeletionImpact() {
  return accountDeletionImpactSchema.parse(await getFirst(deletionImpactRequest()));
}

/** What goes with the account, and which teams must be handed over first. */
export function useDeletionImpact() {
  return useQuery({
    queryKey: ['account', 'deletion-impact'],
    queryFn: getDeletionImpact,
    staleTime: 0,
  });
}
