import { useQuery } from '@tanstack/react-query';
import type { orgSchema, Org } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { orgKeys } from './keys';
import { orgRequest } from './requests';

/** Silent: a 404 means my access ended, which the page shows in place. */
export async function getOrg(orgId: string): Promise<Org> {
  return answerOf<typeof orgSchema>(await getFirst(orgRequest(orgId), { silent: true }));
}

export function useOrg(orgId: string) {
  return useQuery({ queryKey: orgKeys.detail(orgId), queryFn: () => getOrg(orgId), staleTime: 0 });
}
