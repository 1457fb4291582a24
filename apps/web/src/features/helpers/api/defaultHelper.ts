import { useQuery } from '@tanstack/react-query';
import type { defaultHelperSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { defaultHelperRequest } from './requests';

/** `GET /v1/orgs/{orgId}/default-helper`: the org's AI helper, or null until a manager picks one. */
export async function getDefaultHelper(orgId: string) {
  return answerOf<typeof defaultHelperSchema>(await getFirst(defaultHelperRequest(orgId))).helper;
}

export function useDefaultHelper(orgId: string) {
  return useQuery({
    queryKey: helperKeys.defaultHelper(orgId),
    queryFn: () => getDefaultHelper(orgId),
    enabled: !!orgId,
  });
}
