import type { SaleChannel, SaleStage } from '@miaoyu/contracts/sales';

export type SaleChatScope = 'mine' | 'team';

/** What narrows a helper's list of sale chats. */
export interface SaleChatFilter {
  helperId: string;
  keyword: string;
  /** Mine: the caller's own chats; team: also what colleagues share with the team. */
  scope: SaleChatScope;
  channel?: SaleChannel | undefined;
  stage?: SaleStage | undefined;
}

/** React-query keys of the sales workspace. */
export const saleKeys = {
  lists: () => ['sales', 'list'] as const,
  list: (filter: SaleChatFilter) => ['sales', 'list', filter] as const,
  chat: (id: string) => ['sales', 'chat', id] as const,
  reader: (helperId: string) => ['sales', 'reader', helperId] as const,
  visionModels: ['sales', 'visionModels'] as const,
};

export const SALE_CHAT_PATH = '/v1/saleChat';
