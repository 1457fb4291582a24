import type { SaleChannel, SaleStage } from '@miaoyu/contracts';

/** What narrows a helper's list of sale chats. */
export interface SaleChatFilter {
  helperId: string;
  keyword: string;
  channel?: SaleChannel | undefined;
  stage?: SaleStage | undefined;
}

/** React-query keys of the sales workspace. */
export const saleKeys = {
  lists: () => ['sales', 'list'] as const,
  list: (filter: SaleChatFilter) => ['sales', 'list', filter] as const,
  chat: (id: string) => ['sales', 'chat', id] as const,
};

export const SALE_CHAT_PATH = '/v1/saleChat';
