import { useMutation, useQuery } from '@tanstack/react-query';
import type { orgDeletionImpactSchema } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

export async function getDeletionImpact(orgId: string) {
  return answerOf<typeof orgDeletionImpactSchema>(
    await api.get(`/v1/orgs/${orgId}/deletion-impact`, { silent: true }),
  );
}

/** What deleting the team removes; asked for when the confirm dialog opens. */
export function useDeletionImpact(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: orgKeys.impact(orgId),
    queryFn: () => getDeletionImpact(orgId),
    enabled,
    staleTime: 0,
  });
}

export async function deleteOrg({ orgId, confirmName }: { orgId: string; confirmName: string }) {
  await api.post(`/v1/orgs/${orgId}/delete`, { confirmName }, { silent: true });
}

/** The page reloads the session once it moved on from the deleted team. */
export function useDeleteOrg() {
  return useMutation({ mutationFn: deleteOrg });
}
