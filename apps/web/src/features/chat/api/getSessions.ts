import { useInfiniteQuery } from '@tanstack/react-query';
import type { chatSessionListSchema } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { chatKeys } from './keys';
import { sessionsRequest } from './requests';

/** `GET /v1/users/{userId}/chat/session`: newest first, searched by title. */
export async function getSessions(offset: number, keyword: string) {
  const data = await getFirst(sessionsRequest(offset, keyword));
  return answerOf<typeof chatSessionListSchema>(data);
}

/** The sessions column: 40 a page, the next page when the list is scrolled to its end. */
export function useSessions(keyword: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.sessions(keyword),
    queryFn: ({ pageParam }) => getSessions(pageParam, keyword),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
  });
}
