import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { botKeySchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

/** `DELETE …/bot-keys/{keyId}`: the key stops working at once; it stays listed as revoked. */
export async function revokeBotKey({ keyId, ...ref }: BotRef & { keyId: string }) {
  return answerOf<typeof botKeySchema>(await api.delete(`${botKeysPath(ref)}/${keyId}`));
}

export function useRevokeBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeBotKey({ ...ref, keyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
