import { useQuery } from '@tanstack/react-query';
import type { botLogStatsSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import type { BotLogFilterQuery } from '../logic/logFilters';
import { botLogKeys } from './keys';
import { botLogStatsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/bot-logs/stats`: per day, conversations, questions, ratings, handoffs. */
export async function getBotLogStats(orgId: string, query: BotLogFilterQuery) {
  return answerOf<typeof botLogStatsSchema>(await getFirst(botLogStatsRequest(orgId, query)));
}

export function useBotLogStats(orgId: string, query: BotLogFilterQuery) {
  return useQuery({
    queryKey: botLogKeys.stats(orgId, query),
    queryFn: () => getBotLogStats(orgId, query),
    enabled: Boolean(orgId),
  });
}
