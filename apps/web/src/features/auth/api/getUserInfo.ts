import { useQuery } from '@tanstack/react-query';
import { userInfoSchema, type UserInfo } from '@miaoyu/contracts';
import { api } from '@/lib/http';

export const userInfoQueryKey = ['user', 'info'] as const;

export async function getUserInfo(): Promise<UserInfo> {
  return userInfoSchema.parse(await api.get('/v1/user/info'));
}

/** The signed-in user; a failure here means the session is gone (spec §4). */
export function useUserInfo({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: userInfoQueryKey, queryFn: getUserInfo, enabled });
}
