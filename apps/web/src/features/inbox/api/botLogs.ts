import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { botLogListSchema } from '@miaoyu/contracts/bot';
import { api } from '@/lib/http';
import type { BotLogFilterQuery } from '../logic/logFilters';
import { botLogKeys, botLogsPath } from './keys';

export type BotLogPageQuery = BotLogFilterQuery & { offset: number; limit: number };

/** `GET /v1/orgs/{orgId}/bot-logs`: the bots' conversations matching the filters, newest first. */
export async function listBotLogs(orgId: string, query: BotLogPageQuery) {
  return botLogListSchema.parse(await api.get(botLogsPath(orgId), { params: query }));
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
