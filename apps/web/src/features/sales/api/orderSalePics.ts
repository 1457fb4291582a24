import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/** `POST /v1/saleChat/pic/order`: every screenshot of the chat, in the new order. */
export async function orderSalePics(chatId: string, picIds: string[]) {
  return answerOf<typeof saleChatSchema>(
    await api.post(`${SALE_CHAT_PATH}/pic/order`, { id: chatId, picIds }),
  );
}

export function useOrderSalePics(chatId: string) {
  const store = useStoreSaleChat();
  return useMutation({
    mutationFn: (picIds: string[]) => orderSalePics(chatId, picIds),
    onSuccess: store,
  });
}
