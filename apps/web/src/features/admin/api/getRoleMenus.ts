import { useQuery } from '@tanstack/react-query';
import type { roleMenusSchema } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { roleMenusRequest } from './requests';

export const roleMenusQueryKey = ['admin', 'menus'] as const;

export async function getRoleMenus() {
  return answerOf<typeof roleMenusSchema>(await getFirst(roleMenusRequest()));
}

/** Each platform role's menu, whether an admin customised it, and every available item. */
export function useRoleMenus() {
  return useQuery({ queryKey: roleMenusQueryKey, queryFn: getRoleMenus });
}
