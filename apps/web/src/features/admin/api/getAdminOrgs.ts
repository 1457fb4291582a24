import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminOrgListSchema, AdminSearchQuery } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { adminOrgsRequest } from './requests';

export async function getAdminOrgs(query: AdminSearchQuery) {
  return answerOf<typeof adminOrgListSchema>(await getFirst(adminOrgsRequest(query)));
}

/** One page of organisations matching `q`. */
export function useAdminOrgs(query: AdminSearchQuery) {
  return useQuery({
    queryKey: ['admin', 'orgs', query],
    queryFn: () => getAdminOrgs(query),
    placeholderData: keepPreviousData,
  });
}
