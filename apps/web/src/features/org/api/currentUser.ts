import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSessionStore } from '@/lib/session';

/**
 * After the current organisation changed (switch, join, leave, delete): reload the user for
 * the whole app, then refetch every cached answer, so every open page shows the new org.
 */
export async function refreshSession(client: QueryClient): Promise<UserInfo> {
  const user = await useSessionStore.getState().reload();
  await client.invalidateQueries();
  return user;
}
