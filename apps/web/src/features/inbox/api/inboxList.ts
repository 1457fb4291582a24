import { useInfiniteQuery } from '@tanstack/react-query';
import type { inboxListSchema, InboxBox } from '@miaoyu/contracts/bot';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { inboxKeys } from './keys';
import { inboxListRequest } from './requests';

/** `GET /v1/orgs/{orgId}/inbox?box=`: one page of a box, newest first. */
export async function listInbox(orgId: string, box: InboxBox, offset: number) {
  return answerOf<typeof inboxListSchema>(await getFirst(inboxListRequest(orgId, box, offset)));
}

/** A box's conversations, a page more on demand; the live stream re-reads the pages shown. */
export function useInboxList(orgId: string, box: InboxBox) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(orgId, box),
    queryFn: ({ pageParam }) => listInbox(orgId, box, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
    enabled: Boolean(orgId),
  });
}
