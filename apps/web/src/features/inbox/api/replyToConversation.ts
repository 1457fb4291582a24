import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { conversationMessageSchema, agentReplySchema } from '@miaoyu/contracts/bot';
import type { z } from 'zod';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { useAddMessages } from './inboxMessages';
import { conversationPath, inboxKeys } from './keys';

export type AgentReply = z.input<typeof agentReplySchema>;

/**
 * `POST /v1/orgs/{orgId}/inbox/{sessionId}/reply`: a person's answer (taking a waiting
 * conversation). Silent: the reply box shows the error where the text is.
 */
export async function replyToConversation(orgId: string, sessionId: string, body: AgentReply) {
  return answerOf<typeof conversationMessageSchema>(
    await api.post(`${conversationPath(orgId, sessionId)}/reply`, body, { silent: true }),
  );
}

export function useReplyToConversation(orgId: string, sessionId: string) {
  const client = useQueryClient();
  const addMessages = useAddMessages(orgId, sessionId);
  return useMutation({
    mutationFn: (body: AgentReply) => replyToConversation(orgId, sessionId, body),
    onSuccess: (message) => {
      addMessages([message]);
      // A waiting conversation became the sender's own.
      void client.invalidateQueries({ queryKey: inboxKeys.conversation(orgId, sessionId) });
      void client.invalidateQueries({ queryKey: inboxKeys.lists(orgId) });
      void client.invalidateQueries({ queryKey: inboxKeys.counts(orgId) });
    },
  });
}
