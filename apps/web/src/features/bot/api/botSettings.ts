import { useQuery } from '@tanstack/react-query';
import type { botSettingsSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { botQueryKeys, type BotRef } from './keys';
import { botSettingsRequest } from './requests';

/** `GET …/helpers/{helperId}/bot`: the bot's look, handoff rules and daily cap. */
export async function getBotSettings(ref: BotRef) {
  return answerOf<typeof botSettingsSchema>(
    await getFirst(botSettingsRequest(ref), { silent: true }),
  );
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
