import { useQuery } from '@tanstack/react-query';
import type { inboxConversationSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { conversationPath, inboxKeys } from './keys';

/** `GET /v1/orgs/{orgId}/inbox/{sessionId}`: who it is, its status and who holds it. */
export async function getInboxConversation(orgId: string, sessionId: string) {
  return answerOf<typeof inboxConversationSchema>(
    await api.get(conversationPath(orgId, sessionId)),
  );
}

export function useInboxConversation(orgId: string, sessionId: string) {
  return useQuery({
    queryKey: inboxKeys.conversation(orgId, sessionId),
    queryFn: () => getInboxConversation(orgId, sessionId),
    enabled: Boolean(orgId && sessionId),
  });
}
