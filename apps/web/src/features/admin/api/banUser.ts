import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserSchema } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { adminUsersQueryKey } from './getAdminUsers';

export async function banUser({ userId, reason }: { userId: string; reason: string }) {
  return answerOf<typeof adminUserSchema>(
    await api.post(`/v1/admin/users/${userId}/ban`, { reason }, { silent: true }),
  );
}

/** Bans a user (silent: the ban modal shows the error next to the reason). */
export function useBanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => client.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
