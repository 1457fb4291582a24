import { useInfiniteQuery } from '@tanstack/react-query';
import { saleChatListSchema } from '@miaoyu/contracts/sales';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH, saleKeys, type SaleChatFilter } from './keys';

export const SALE_CHATS_PAGE_SIZE = 20;

/** `GET /v1/saleChat/list?helperId=`: one page of the caller's chats with a helper, newest first. */
export async function listSaleChats(filter: SaleChatFilter, offset: number) {
  const { helperId, keyword, scope, channel, stage } = filter;
  const params = { helperId, keyword: keyword || undefined, scope, channel, stage };
  return saleChatListSchema.parse(
    await api.get(`${SALE_CHAT_PATH}/list`, {
      params: { ...params, offset, limit: SALE_CHATS_PAGE_SIZE },
    }),
  );
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
