import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminUserListSchema, AdminSearchQuery } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { adminUsersRequest } from './requests';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export async function getAdminUsers(query: AdminSearchQuery) {
  return answerOf<typeof adminUserListSchema>(await getFirst(adminUsersRequest(query)));
}

/** One page of platform users matching `q` (phone or nickname). */
export function useAdminUsers(query: AdminSearchQuery) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, query],
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}
