import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botKeySchema } from '@miaoyu/contracts/bot';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

/** `DELETE …/bot-keys/{keyId}`: the key stops working at once; it stays listed as revoked. */
export async function revokeBotKey({ keyId, ...ref }: BotRef & { keyId: string }) {
  return botKeySchema.parse(await api.delete(`${botKeysPath(ref)}/${keyId}`));
}

export function useRevokeBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeBotKey({ ...ref, keyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
