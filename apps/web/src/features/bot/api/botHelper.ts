import { useQuery } from '@tanstack/react-query';
import type { helperSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { botQueryKeys, type BotRef } from './keys';
import { botHelperRequest } from './requests';

/** `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper the bot is (its name and kind). */
export async function getBotHelper(ref: BotRef) {
  return answerOf<typeof helperSchema>(await getFirst(botHelperRequest(ref), { silent: true }));
}

export function useBotHelper(ref: BotRef) {
  return useQuery({
    queryKey: botQueryKeys.helper(ref),
    queryFn: () => getBotHelper(ref),
    enabled: Boolean(ref.orgId && ref.helperId),
  });
}
