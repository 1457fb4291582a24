import { useQuery } from '@tanstack/react-query';
import type { conversationMessageListSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { botLogKeys, botLogsPath } from './keys';

/** `GET /v1/orgs/{orgId}/bot-logs/{sessionId}/messages`: a conversation with its ratings. */
export async function getBotLogMessages(orgId: string, sessionId: string) {
  return answerOf<typeof conversationMessageListSchema>(
    await api.get(`${botLogsPath(orgId)}/${sessionId}/messages`),
  );
}

export function useBotLogMessages(orgId: string, sessionId: string | null) {
  return useQuery({
    queryKey: botLogKeys.messages(orgId, sessionId ?? ''),
    queryFn: () => getBotLogMessages(orgId, sessionId!),
    enabled: Boolean(orgId && sessionId),
  });
}
