import { useQuery } from '@tanstack/react-query';
import { roleMenusSchema } from '@miaoyu/contracts/admin';
import { getFirst } from '@/lib/preload';
import { roleMenusRequest } from './requests';

export const roleMenusQueryKey = ['admin', 'menus'] as const;

export async function getRoleMenus() {
  return roleMenusSchema.parse(await getFirst(roleMenusRequest()));
}

/** Each platform role's menu, whether an admin customised it, and every available item. */
export function useRoleMenus() {
  return useQuery({ queryKey: roleMenusQueryKey, queryFn: getRoleMenus });
}
