import { useMutation } from '@tanstack/react-query';
import type { userInfoSchema, UserInfo } from '@miaoyu/contracts/user';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** Multipart upload of one image (field `file`); the server checks content and size, then resizes. */
export async function uploadAvatar(file: File): Promise<UserInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return answerOf<typeof userInfoSchema>(await api.post('/v1/user/avatar', form, { silent: true }));
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
