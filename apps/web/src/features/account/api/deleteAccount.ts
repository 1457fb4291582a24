import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** Deletes the caller's account for good (409 OWNS_TEAM_WITH_MEMBERS while blocked). */
export async function deleteAccount(): Promise<void> {
  await api.post('/v1/user/delete', { confirm: 'DELETE' }, { silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
