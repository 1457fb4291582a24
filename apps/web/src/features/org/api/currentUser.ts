import type { QueryClient } from '@tanstack/react-query';
import { userInfoSchema, type UserInfo } from '@miaoyu/contracts';
import { useCurrentUserStore } from '@/lib/current-user';
import { api } from '@/lib/http';

export async function getCurrentUser(): Promise<UserInfo> {
  return userInfoSchema.parse(await api.get('/v1/user/info'));
}

/**
 * After the current organisation changed (switch, join, leave, delete): reload the user for
 * the whole app, then refetch every cached answer, so every open page shows the new org.
 */
export async function refreshSession(client: QueryClient): Promise<UserInfo> {
  const user = await getCurrentUser();
  useCurrentUserStore.getState().setUser(user);
  await client.invalidateQueries();
  return user;
}
