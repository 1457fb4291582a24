import { useQuery } from '@tanstack/react-query';
import type { menuAnswerSchema, MenuAnswer } from '@miaoyu/contracts/menu';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

export const serverMenuQueryKey = ['user', 'menu'] as const;

/** `POST /api/user/menu` (spec §7): the caller's menu; the answer becomes the server menu. */
export async function getServerMenu(): Promise<MenuAnswer> {
  // Silent: the menu notice reports the failure (spec §4), a second popup would repeat it.
  return answerOf<typeof menuAnswerSchema>(await api.post('/api/user/menu', {}, { silent: true }));
}

/** Fetched once per session while menu-from-server is on; sign-out clears it (spec §4). */
export function useServerMenuQuery(enabled: boolean) {
  return useQuery({
    queryKey: serverMenuQueryKey,
    queryFn: getServerMenu,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
