import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrgListSchema, type AdminSearchQuery } from '@miaoyu/contracts/admin';
import { getFirst } from '@/lib/preload';
import { adminOrgsRequest } from './requests';

export async function getAdminOrgs(query: AdminSearchQuery) {
  return adminOrgListSchema.parse(await getFirst(adminOrgsRequest(query)));
}

/** One page of organisations matching `q`. */
export function useAdminOrgs(query: AdminSearchQuery) {
  return useQuery({
    queryKey: ['admin', 'orgs', query],
    queryFn: () => getAdminOrgs(query),
    placeholderData: keepPreviousData,
  });
}
