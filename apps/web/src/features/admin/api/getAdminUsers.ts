import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserListSchema } from '@miaoyu/contracts';
import { api } from '@/lib/http';

export interface PageQuery {
  q: string;
  offset: number;
  limit: number;
}

export const adminUsersQueryKey = ['admin', 'users'] as const;

export async function getAdminUsers(query: PageQuery) {
  return adminUserListSchema.parse(await api.get('/v1/admin/users', { params: { ...query } }));
}

/** One page of platform users matching `q` (phone or nickname). */
export function useAdminUsers(query: PageQuery) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}
