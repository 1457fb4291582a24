import { useQuery } from '@tanstack/react-query';
import { botKeyListSchema } from '@miaoyu/contracts/bot';
import { getFirst } from '@/lib/preload';
import { botQueryKeys, type BotRef } from './keys';
import { botKeysRequest } from './requests';

/** `GET …/helpers/{helperId}/bot-keys`: every key, revoked ones too (with `revokedAt`). */
export async function listBotKeys(ref: BotRef) {
  return botKeyListSchema.parse(await getFirst(botKeysRequest(ref), { silent: true })).list;
}

export function useBotKeys(ref: BotRef, enabled = true) {
  return useQuery({
    queryKey: botQueryKeys.keys(ref),
    queryFn: () => listBotKeys(ref),
    enabled: enabled && Boolean(ref.orgId && ref.helperId),
  });
}
