import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { apiKeysPath } from './apiKeys';
import { editorKeys, type HelperRef } from './editorKeys';

/** `DELETE …/api-keys/{keyId}`: the key stops working at once. */
export async function revokeApiKey({ keyId, ...ref }: HelperRef & { keyId: string }) {
  await api.delete(`${apiKeysPath(ref)}/${keyId}`);
}

export function useRevokeApiKey(ref: HelperRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey({ ...ref, keyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.apiKeys(ref) }),
  });
}
