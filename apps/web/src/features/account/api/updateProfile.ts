import { useMutation } from '@tanstack/react-query';
import type { ProfileBody } from '@miaoyu/contracts/account';
import type { userInfoSchema, UserInfo } from '@miaoyu/contracts/user';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** `POST /v1/user/{id}/profile` (spec §7): the id must be the caller's. */
export async function updateProfile(userId: string, body: ProfileBody): Promise<UserInfo> {
  return answerOf<typeof userInfoSchema>(
    await api.post(`/v1/user/${userId}/profile`, body, { silent: true }),
  );
}

export function useUpdateProfile(userId: string) {
  return useMutation({ mutationFn: (body: ProfileBody) => updateProfile(userId, body) });
}
