import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botKeySchema } from '@miaoyu/contracts/bot';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

/** `POST …/bot-keys/{keyId}/assign`: a suspended key works again, under that member. */
export async function assignBotKey({
  keyId,
  userId,
  ...ref
}: BotRef & { keyId: string; userId: string }) {
  return botKeySchema.parse(await api.post(`${botKeysPath(ref)}/${keyId}/assign`, { userId }));
}

export function useAssignBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { keyId: string; userId: string }) => assignBotKey({ ...ref, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
