import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  conversationLiveEventSchemas,
  type ConversationMessage,
  type InboxConversation,
} from '@miaoyu/contracts/bot';
import { getInboxMessages, useAddMessages } from '../api/inboxMessages';
import { conversationPath, inboxKeys } from '../api/keys';
import { lastMessageId } from '../logic/messages';
import { useLiveStream } from './useLiveStream';

/** Visitor messages seen while open are marked read once they stop arriving for this long. */
const MARK_READ_DELAY_MS = 1_000;

/**
 * Follows the open conversation (`GET …/inbox/{sessionId}/events?after=`) once its messages are
 * loaded: new messages are added (once each, by id), a status change updates the header. Each
 * attempt starts after the newest message shown, so a reconnect misses nothing.
 */
export function useConversationLive(orgId: string, sessionId: string, loaded: boolean) {
  const client = useQueryClient();
  const addMessages = useAddMessages(orgId, sessionId);
  const markRead = useMarkRead(orgId, sessionId);
  const messagesKey = inboxKeys.messages(orgId, sessionId);
  useLiveStream({
    id: loaded ? `${orgId}/${sessionId}` : null,
    path: () => {
      const page = client.getQueryData<{ list: ConversationMessage[] }>(messagesKey);
      return `${conversationPath(orgId, sessionId)}/events?after=${lastMessageId(page?.list)}`;
    },
    schemas: conversationLiveEventSchemas,
    onEvent: (live) => {
      if (live.event === 'message') {
        addMessages([live.data]);
        if (live.data.role === 'visitor') markRead();
        return;
      }
      const key = inboxKeys.conversation(orgId, sessionId);
      client.setQueryData<InboxConversation>(key, (conversation) =>
        conversation ? { ...conversation, status: live.data.status } : conversation,
      );
      // The event names the agent without an id; the header needs it to tell whose it is.
      void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** Reading the newest message tells the server the agent has seen what came while open. */
function useMarkRead(orgId: string, sessionId: string) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [sessionId]);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void getInboxMessages(orgId, sessionId, { limit: 1, silent: true })
        .then(() => client.invalidateQueries({ queryKey: inboxKeys.counts(orgId) }))
        .then(() => client.invalidateQueries({ queryKey: inboxKeys.lists(orgId) }))
        .catch(() => undefined);
    }, MARK_READ_DELAY_MS);
  };
}
