import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserSchema } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { adminUsersQueryKey } from './getAdminUsers';

export async function unbanUser(userId: string) {
  return answerOf<typeof adminUserSchema>(await api.post(`/v1/admin/users/${userId}/unban`));
}

export function useUnbanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => client.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
