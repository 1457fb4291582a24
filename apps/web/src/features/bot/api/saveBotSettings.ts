import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botSettingsSchema, type BotSettings } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botQueryKeys, botSettingsPath, type BotRef } from './keys';

/** `PUT …/helpers/{helperId}/bot`: the whole settings at once; answers them as saved. */
export async function saveBotSettings({ body, ...ref }: BotRef & { body: BotSettings }) {
  const sent = botSettingsSchema.parse(body);
  return answerOf<typeof botSettingsSchema>(
    await api.put(botSettingsPath(ref), sent, { silent: true }),
  );
}

export function useSaveBotSettings(ref: BotRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BotSettings) => saveBotSettings({ ...ref, body }),
    onSuccess: (saved) => client.setQueryData(botQueryKeys.settings(ref), saved),
  });
}
