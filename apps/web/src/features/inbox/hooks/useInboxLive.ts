import { useQueryClient } from '@tanstack/react-query';
import { inboxLiveEventSchemas } from '@miaoyu/contracts/bot';
import { inboxKeys, inboxPath } from '../api/keys';
import { useLiveStream } from './useLiveStream';

/**
 * Follows the org's inbox (`GET …/inbox/events`): each `changed` re-reads the boxes, the badges
 * and that conversation's header. After a drop, everything is re-read: changes may have been missed.
 */
export function useInboxLive(orgId: string) {
  const client = useQueryClient();
  useLiveStream({
    id: orgId || null,
    path: () => `${inboxPath(orgId)}/events`,
    schemas: inboxLiveEventSchemas,
    onEvent: ({ data }) => {
      void client.invalidateQueries({ queryKey: inboxKeys.lists(orgId) });
      void client.invalidateQueries({ queryKey: inboxKeys.counts(orgId) });
      void client.invalidateQueries({ queryKey: inboxKeys.conversation(orgId, data.sessionId) });
    },
    onOpen: (reconnected) => {
      if (!reconnected) return;
      void client.invalidateQueries({ queryKey: inboxKeys.lists(orgId) });
      void client.invalidateQueries({ queryKey: inboxKeys.counts(orgId) });
      void client.invalidateQueries({
        queryKey: [...inboxKeys.org(orgId), 'conversation'],
      });
    },
  });
}
