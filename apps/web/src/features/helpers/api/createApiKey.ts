import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createdHelperApiKeySchema } from '@miaoyu/contracts/helpers';
import { createHelperApiKeySchema, type CreateHelperApiKey } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { apiKeysPath } from './apiKeys';
import { editorKeys, type HelperRef } from './editorKeys';

/** `POST …/api-keys`: a new key; the answer is the only time its secret is shown. */
export async function createApiKey({ body, ...ref }: HelperRef & { body: CreateHelperApiKey }) {
  const sent = createHelperApiKeySchema.parse(body);
  return answerOf<typeof createdHelperApiKeySchema>(
    await api.post(apiKeysPath(ref), sent, { silent: true }),
  );
}

export function useCreateApiKey(ref: HelperRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHelperApiKey) => createApiKey({ ...ref, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.apiKeys(ref) }),
  });
}
