import { useQuery } from '@tanstack/react-query';
import { botLogStatsSchema } from '@miaoyu/contracts/bot';
import { api } from '@/lib/http';
import type { BotLogFilterQuery } from '../logic/logFilters';
import { botLogKeys, botLogsPath } from './keys';

/** `GET /v1/orgs/{orgId}/bot-logs/stats`: per day, conversations, questions, ratings, handoffs. */
export async function getBotLogStats(orgId: string, query: BotLogFilterQuery) {
  return botLogStatsSchema.parse(await api.get(`${botLogsPath(orgId)}/stats`, { params: query }));
}

export function useBotLogStats(orgId: string, query: BotLogFilterQuery) {
  return useQuery({
    queryKey: botLogKeys.stats(orgId, query),
    queryFn: () => getBotLogStats(orgId, query),
    enabled: Boolean(orgId),
  });
}
