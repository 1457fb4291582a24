import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrgListSchema } from '@miaoyu/contracts';
import { api } from '@/lib/http';
import type { PageQuery } from './getAdminUsers';

export async function getAdminOrgs(query: PageQuery) {
  return adminOrgListSchema.parse(await api.get('/v1/admin/orgs', { params: { ...query } }));
}

/** One page of organisations matching `q`. */
export function useAdminOrgs(query: PageQuery) {
  return useQuery({
    queryKey: ['admin', 'orgs', query],
    queryFn: () => getAdminOrgs(query),
    placeholderData: keepPreviousData,
  });
}
