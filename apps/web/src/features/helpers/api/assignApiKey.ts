import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helperApiKeySchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { apiKeysPath } from './apiKeys';
import { editorKeys, type HelperRef } from './editorKeys';

/** `POST …/api-keys/{keyId}/assign`: the key works again, under that member. */
export async function assignApiKey({
  keyId,
  userId,
  ...ref
}: HelperRef & { keyId: string; userId: string }) {
  return answerOf<typeof helperApiKeySchema>(
    await api.post(`${apiKeysPath(ref)}/${keyId}/assign`, { userId }),
  );
}

export function useAssignApiKey(ref: HelperRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { keyId: string; userId: string }) => assignApiKey({ ...ref, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.apiKeys(ref) }),
  });
}
