import { useInfiniteQuery } from '@tanstack/react-query';
import type { saleChatListSchema } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { saleKeys, type SaleChatFilter } from './keys';
import { saleChatsRequest } from './requests';

/** `GET /v1/saleChat/list?helperId=`: one page of the caller's chats with a helper, newest first. */
export async function listSaleChats(filter: SaleChatFilter, offset: number) {
  return answerOf<typeof saleChatListSchema>(await getFirst(saleChatsRequest(filter, offset)));
}

export function useSaleChats(filter: SaleChatFilter) {
  return useInfiniteQuery({
    queryKey: saleKeys.list(filter),
    queryFn: ({ pageParam }) => listSaleChats(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
    enabled: Boolean(filter.helperId),
  });
}
