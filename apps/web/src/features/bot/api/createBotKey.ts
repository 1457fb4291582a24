import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { botKeySchema } from '@miaoyu/contracts/bot';
import { createBotKeySchema, type CreateBotKey } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

/** `POST …/helpers/{helperId}/bot-keys`: a new key (an address, not a secret). */
export async function createBotKey({ body, ...ref }: BotRef & { body: CreateBotKey }) {
  const sent = createBotKeySchema.parse(body);
  return answerOf<typeof botKeySchema>(await api.post(botKeysPath(ref), sent, { silent: true }));
}

export function useCreateBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBotKey) => createBotKey({ ...ref, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
