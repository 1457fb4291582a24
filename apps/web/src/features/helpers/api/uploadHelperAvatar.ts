import { useMutation } from '@tanstack/react-query';
import type { uploadedHelperAvatarSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgHelpersPath } from './keys';

/**
 * Multipart upload of a helper's avatar (field `file`), checked and resized by the server like
 * a user's avatar or a team's logo. It answers the image's address; the helper keeps it only
 * once the editor saves.
 */
export async function uploadHelperAvatar({ orgId, file }: { orgId: string; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.post(`${orgHelpersPath(orgId)}/avatar`, form, { silent: true });
  return answerOf<typeof uploadedHelperAvatarSchema>(answer).avatar;
}

export function useUploadHelperAvatar() {
  return useMutation({ mutationFn: uploadHelperAvatar });
}
