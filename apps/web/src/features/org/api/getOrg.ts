import { useQuery } from '@tanstack/react-query';
import { orgSchema, type Org } from '@miaoyu/contracts/orgs';
import { getFirst } from '@/lib/preload';
import { orgKeys } from './keys';
import { orgRequest } from './requests';

/** Silent: a 404 means my access ended, which the page shows in place. */
export async function getOrg(orgId: string): Promise<Org> {
  return orgSchema.parse(await getFirst(orgRequest(orgId), { silent: true }));
}

export function useOrg(orgId: string) {
  return useQuery({ queryKey: orgKeys.detail(orgId), queryFn: () => getOrg(orgId), staleTime: 0 });
}
