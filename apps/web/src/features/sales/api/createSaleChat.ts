import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema, CreateSaleChat } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/** `POST /v1/saleChat`: a new customer conversation. Silent: the form shows what is wrong. */
export async function createSaleChat(body: CreateSaleChat) {
  return answerOf<typeof saleChatSchema>(await api.post(SALE_CHAT_PATH, body, { silent: true }));
}

export function useCreateSaleChat() {
  const store = useStoreSaleChat();
  return useMutation({ mutationFn: createSaleChat, onSuccess: store });
}
