import { useQuery } from '@tanstack/react-query';
import { defaultHelperSchema } from '@miaoyu/contracts/helper-use';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `GET /v1/orgs/{orgId}/default-helper`: the org's AI helper, or null until a manager picks one. */
export async function getDefaultHelper(orgId: string) {
  return defaultHelperSchema.parse(await api.get(`/v1/orgs/${orgId}/default-helper`)).helper;
}

export function useDefaultHelper(orgId: string) {
  return useQuery({
    queryKey: helperKeys.defaultHelper(orgId),
    queryFn: () => getDefaultHelper(orgId),
    enabled: !!orgId,
  });
}
