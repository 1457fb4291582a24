import { useQuery } from '@tanstack/react-query';
import type { inboxCountsSchema } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { inboxKeys } from './keys';
import { inboxCountsRequest } from './requests';

/** How often the menu's dot asks when no inbox page is open to hear the live stream. */
const MENU_POLL_MS = 60_000;

/** `GET /v1/orgs/{orgId}/inbox/counts`. Silent: the menu's dot must not raise notifications. */
export async function getInboxCounts(orgId: string) {
  return answerOf<typeof inboxCountsSchema>(
    await getFirst(inboxCountsRequest(orgId), { silent: true }),
  );
}

/** Waiting conversations and unread messages; `poll` for the menu, which has no live stream. */
export function useInboxCounts(orgId: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.counts(orgId),
    queryFn: () => getInboxCounts(orgId),
    enabled: Boolean(orgId),
    refetchInterval: poll ? MENU_POLL_MS : false,
  });
}
