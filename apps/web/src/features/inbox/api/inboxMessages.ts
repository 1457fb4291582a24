import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { conversationMessageListSchema, ConversationMessage } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { mergeMessages } from '../logic/messages';
import { conversationPath, inboxKeys } from './keys';

export const MESSAGES_PAGE_SIZE = 30;

type MessagePage = { list: ConversationMessage[]; hasMore: boolean };

/**
 * `GET /v1/orgs/{orgId}/inbox/{sessionId}/messages`: the newest messages (or those before
 * `before`), oldest first. Reading marks the conversation read for the agent holding it.
 */
export async function getInboxMessages(
  orgId: string,
  sessionId: string,
  query: { before?: string; limit?: number; silent?: boolean } = {},
): Promise<MessagePage> {
  const { silent, ...params } = query;
  return answerOf<typeof conversationMessageListSchema>(
    await api.get(`${conversationPath(orgId, sessionId)}/messages`, {
      params: { limit: MESSAGES_PAGE_SIZE, ...params },
      silent,
    }),
  );
}

/**
 * The open conversation's messages. Loaded once: the live stream, replies and "earlier" add to
 * this entry rather than reloading it, so nothing shown is lost.
 */
export function useInboxMessages(orgId: string, sessionId: string) {
  return useQuery({
    queryKey: inboxKeys.messages(orgId, sessionId),
    queryFn: () => getInboxMessages(orgId, sessionId),
    enabled: Boolean(orgId && sessionId),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Adds messages to the open conversation's list (live events, a sent reply, older pages). */
export function useAddMessages(orgId: string, sessionId: string) {
  const client = useQueryClient();
  return useCallback(
    (incoming: readonly ConversationMessage[], hasMore?: boolean) =>
      client.setQueryData<MessagePage>(inboxKeys.messages(orgId, sessionId), (page) =>
        page
          ? { list: mergeMessages(page.list, incoming), hasMore: hasMore ?? page.hasMore }
          : page,
      ),
    [client, orgId, sessionId],
  );
}

/** "Earlier": the page before the oldest message shown, added in front. */
export function useLoadEarlierMessages(orgId: string, sessionId: string) {
  const addMessages = useAddMessages(orgId, sessionId);
  return useMutation({
    mutationFn: (before: string) => getInboxMessages(orgId, sessionId, { before }),
    onSuccess: (page) => addMessages(page.list, page.hasMore),
  });
}
