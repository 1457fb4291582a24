import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { botLogListSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { botLogKeys } from './keys';
import { botLogsRequest, type BotLogPageQuery } from './requests';

/** `GET /v1/orgs/{orgId}/bot-logs`: the bots' conversations matching the filters, newest first. */
export async function listBotLogs(orgId: string, query: BotLogPageQuery) {
  return answerOf<typeof botLogListSchema>(await getFirst(botLogsRequest(orgId, query)));
}

/** One page; the previous page stays shown while the next loads. */
export function useBotLogs(orgId: string, query: BotLogPageQuery) {
  return useQuery({
    queryKey: botLogKeys.list(orgId, query),
    queryFn: () => listBotLogs(orgId, query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}
