import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orgSchema, Org, UpdateOrgBody } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

/** Rename or set the team code of `orgId`; errors (e.g. code taken) are shown by the form. */
export async function updateOrg({
  orgId,
  ...body
}: UpdateOrgBody & { orgId: string }): Promise<Org> {
  return answerOf<typeof orgSchema>(await api.patch(`/v1/orgs/${orgId}`, body, { silent: true }));
}

export function useUpdateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrg,
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
