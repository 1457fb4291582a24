import { useInfiniteQuery } from '@tanstack/react-query';
import type { chatCompletionListSchema } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { chatKeys } from './keys';
import { loadedCount } from './messageCache';
import { messagesRequest } from './requests';

/** `GET .../sessions/{sessionId}/completions`: a page of messages, newest first. */
export async function getMessages(sessionId: string, offset: number) {
  // The page shows the failure in place (not found, or try again).
  const data = await getFirst(messagesRequest(sessionId, offset), { silent: true });
  return answerOf<typeof chatCompletionListSchema>(data);
}

/**
 * The session's messages, 10 a page, older pages as the list is scrolled up. Never refetched
 * on its own: answers stream into this cache, and a refetch mid-answer would drop the text.
 */
export function useMessages(sessionId: string | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(sessionId ?? ''),
    queryFn: ({ pageParam }) => getMessages(sessionId!, pageParam),
    enabled: Boolean(sessionId),
    initialPageParam: 0,
    // Messages sent here since page 1 loaded are counted too, so the offset stays right.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
    staleTime: Infinity,
    refetchOnMount: false,
  });
}
