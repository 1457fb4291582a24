import { useQuery } from '@tanstack/react-query';
import type { accountDeletionImpactSchema } from '@miaoyu/contracts/account';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { deletionImpactRequest } from './requests';

export async function getDeletionImpact() {
  return answerOf<typeof accountDeletionImpactSchema>(await getFirst(deletionImpactRequest()));
}

/** What goes with the account, and which teams must be handed over first. */
export function useDeletionImpact() {
  return useQuery({
    queryKey: ['account', 'deletion-impact'],
    queryFn: getDeletionImpact,
    staleTime: 0,
  });
}
