import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { botKeySchema } from '@miaoyu/contracts/bot';
import { updateBotKeySchema, type CreateBotKey } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botKeysPath, botQueryKeys, type BotRef } from './keys';

export type BotKeyChanges = Partial<CreateBotKey>;

/** `PATCH …/bot-keys/{keyId}`: the changed fields only. */
export async function updateBotKey({
  keyId,
  body,
  ...ref
}: BotRef & { keyId: string; body: BotKeyChanges }) {
  const sent = updateBotKeySchema.parse(body);
  return answerOf<typeof botKeySchema>(
    await api.patch(`${botKeysPath(ref)}/${keyId}`, sent, { silent: true }),
  );
}

export function useUpdateBotKey(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keyId, body }: { keyId: string; body: BotKeyChanges }) =>
      updateBotKey({ ...ref, keyId, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: botQueryKeys.keys(ref) }),
  });
}
