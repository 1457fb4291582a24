import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { defaultHelperSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `PUT /v1/orgs/{orgId}/default-helper` (owners and admins); null clears it. */
export async function setDefaultHelper(orgId: string, helperId: string | null) {
  const data = await api.put(`/v1/orgs/${orgId}/default-helper`, { helperId });
  return answerOf<typeof defaultHelperSchema>(data).helper;
}

export function useSetDefaultHelper(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (helperId: string | null) => setDefaultHelper(orgId, helperId),
    onSuccess: (helper) => client.setQueryData(helperKeys.defaultHelper(orgId), helper),
  });
}
