import { useQuery } from '@tanstack/react-query';
import { botSettingsSchema } from '@miaoyu/contracts/bot';
import { api } from '@/lib/http';
import { botQueryKeys, botSettingsPath, type BotRef } from './keys';

/** `GET …/helpers/{helperId}/bot`: the bot's look, handoff rules and daily cap. */
export async function getBotSettings(ref: BotRef) {
  return botSettingsSchema.parse(await api.get(botSettingsPath(ref), { silent: true }));
}

export function useBotSettings(ref: BotRef, enabled = true) {
  return useQuery({
    queryKey: botQueryKeys.settings(ref),
    queryFn: () => getBotSettings(ref),
    enabled: enabled && Boolean(ref.orgId && ref.helperId),
    // The form is built from it once: a refetch on focus must not look like a change.
    refetchOnWindowFocus: false,
  });
}
