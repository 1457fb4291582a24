import { useQuery } from '@tanstack/react-query';
import type { helperApiKeyListSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { editorKeys, helperPath, type HelperRef } from './editorKeys';

export const apiKeysPath = (ref: HelperRef) => `${helperPath(ref)}/api-keys`;

/** `GET …/helpers/{helperId}/api-keys`: the keys, never the secrets themselves. */
export async function listApiKeys(ref: HelperRef) {
  return answerOf<typeof helperApiKeyListSchema>(await api.get(apiKeysPath(ref))).list;
}

export function useApiKeys(ref: HelperRef) {
  return useQuery({ queryKey: editorKeys.apiKeys(ref), queryFn: () => listApiKeys(ref) });
}
