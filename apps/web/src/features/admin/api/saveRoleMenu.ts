import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@miaoyu/contracts/menu';
import type { PlatformRole } from '@miaoyu/contracts/user';
import { api } from '@/lib/http';
import { roleMenusQueryKey } from './getRoleMenus';

export async function saveRoleMenu({ role, items }: { role: PlatformRole; items: MenuItem[] }) {
  await api.put(`/v1/admin/menus/${role}`, { items });
}

export function useSaveRoleMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRoleMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: roleMenusQueryKey }),
  });
}
