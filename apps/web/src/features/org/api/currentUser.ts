import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@miaoyu/contracts';
import { useCurrentUserStore } from '@/lib/current-user';

/**
 * After the current organisation changed (switch, join, leave, delete): reload the user for
 * the whole app, then refetch every cached answer, so every open page shows the new org.
 */
export async function refreshSession(client: QueryClient): Promise<UserInfo> {
  const user = await useCurrentUserStore.getState().reload();
  await client.invalidateQueries();
  return user;
}
