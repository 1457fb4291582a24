import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { botKeySchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

/** `POST …/bot-keys/{keyId}/assign`: a suspended key works again, under that member. */
export async function assignBotKey({
  keyId,
  userId,
  ...ref
}: BotRef & { keyId: string; userId: string }) {
  return answerOf<typeof botKeySchema>(
    await api.post(`${botKeysPath(ref)}/${keyId}/assign`, { userId }),
  );
}

export function useAssignBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { keyId: string; userId: string }) => assignBotKey({ ...ref, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
