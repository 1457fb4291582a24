import { useQuery } from '@tanstack/react-query';
import { roleMenusSchema } from '@miaoyu/contracts/admin';
import { api } from '@/lib/http';

export const roleMenusQueryKey = ['admin', 'menus'] as const;

export async function getRoleMenus() {
  return roleMenusSchema.parse(await api.get('/v1/admin/menus'));
}

/** Each platform role's menu, whether an admin customised it, and every available item. */
export function useRoleMenus() {
  return useQuery({ queryKey: roleMenusQueryKey, queryFn: getRoleMenus });
}
