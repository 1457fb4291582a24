import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrgListSchema, type AdminSearchQuery } from '@miaoyu/contracts/admin';
import { api } from '@/lib/http';

export async function getAdminOrgs(query: AdminSearchQuery) {
  return adminOrgListSchema.parse(await api.get('/v1/admin/orgs', { params: { ...query } }));
}

/** One page of organisations matching `q`. */
export function useAdminOrgs(query: AdminSearchQuery) {
  return useQuery({
    queryKey: ['admin', 'orgs', query],
    queryFn: () => getAdminOrgs(query),
    placeholderData: keepPreviousData,
  });
}
