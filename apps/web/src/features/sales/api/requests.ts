import type { FirstRequest } from '@/lib/preload';
import { SALE_CHAT_PATH, type SaleChatFilter, type SaleChatScope } from './keys';

export const SALE_CHATS_PAGE_SIZE = 20;

/** The list opens on the caller's own chats. */
export const FIRST_SCOPE: SaleChatScope = 'mine';

/** What the list asks for first: the caller's own chats, every stage and channel, no search. */
export const firstSaleChatFilter = (helperId: string): SaleChatFilter => ({
  helperId,
  keyword: '',
  scope: FIRST_SCOPE,
});

/** `GET /v1/saleChat/list?helperId=`: one page of the caller's chats with a helper, newest first. */
export function saleChatsRequest(filter: SaleChatFilter, offset: number): FirstRequest {
  const { helperId, keyword, scope, channel, stage } = filter;
  return {
    path: `${SALE_CHAT_PATH}/list`,
    params: {
      helperId,
      keyword: keyword || undefined,
      scope,
      channel,
      stage,
      offset,
      limit: SALE_CHATS_PAGE_SIZE,
    },
  };
}
