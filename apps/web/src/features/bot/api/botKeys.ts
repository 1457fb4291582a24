import { useQuery } from '@tanstack/react-query';
import type { botKeyListSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { botQueryKeys, type BotRef } from './keys';
import { botKeysRequest } from './requests';

/** `GET …/helpers/{helperId}/bot-keys`: every key, revoked ones too (with `revokedAt`). */
export async function listBotKeys(ref: BotRef) {
  return answerOf<typeof botKeyListSchema>(await getFirst(botKeysRequest(ref), { silent: true }))
    .list;
}

export function useBotKeys(ref: BotRef, enabled = true) {
  return useQuery({
    queryKey: botQueryKeys.keys(ref),
    queryFn: () => listBotKeys(ref),
    enabled: enabled && Boolean(ref.orgId && ref.helperId),
  });
}
