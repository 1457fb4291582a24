import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformRole } from '@miaoyu/contracts/user';
import { api } from '@/lib/http';
import { roleMenusQueryKey } from './getRoleMenus';

export async function resetRoleMenu(role: PlatformRole) {
  await api.delete(`/v1/admin/menus/${role}`);
}

/** Deletes the role's customised menu: it sees the built-in menu again. */
export function useResetRoleMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetRoleMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: roleMenusQueryKey }),
  });
}
