import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inboxConversationSchema, InboxConversation } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { conversationPath, inboxKeys } from './keys';

/** Take it (a person answers), hand it back to the bot, or end it. */
export type ConversationAction = 'take' | 'release' | 'close';

/** `POST /v1/orgs/{orgId}/inbox/{sessionId}/{take|release|close}` (409 when someone took it). */
export async function runConversationAction(
  orgId: string,
  sessionId: string,
  action: ConversationAction,
) {
  return answerOf<typeof inboxConversationSchema>(
    await api.post(`${conversationPath(orgId, sessionId)}/${action}`),
  );
}

/** Refreshes what a conversation's new status moves: its header, the boxes and the badges. */
export function useConversationChanged(orgId: string) {
  const client = useQueryClient();
  return (conversation: InboxConversation) => {
    client.setQueryData(inboxKeys.conversation(orgId, conversation.id), conversation);
    void client.invalidateQueries({ queryKey: inboxKeys.lists(orgId) });
    void client.invalidateQueries({ queryKey: inboxKeys.counts(orgId) });
  };
}

export function useConversationAction(orgId: string, sessionId: string) {
  const changed = useConversationChanged(orgId);
  return useMutation({
    mutationFn: (action: ConversationAction) => runConversationAction(orgId, sessionId, action),
    onSuccess: changed,
  });
}
