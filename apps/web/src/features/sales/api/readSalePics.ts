import { useMutation } from '@tanstack/react-query';
import { saleChatSchema } from '@miaoyu/contracts/sales';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/**
 * `POST /v1/saleChat/getChatByPic`: starts reading the new (or failed) screenshots; the chat
 * comes back queued and is polled until read.
 */
export async function readSalePics(chatId: string, picIds?: string[]) {
  return saleChatSchema.parse(
    await api.post(`${SALE_CHAT_PATH}/getChatByPic`, { id: chatId, picIds }),
  );
}

export function useReadSalePics(chatId: string) {
  const store = useStoreSaleChat();
  return useMutation({
    mutationFn: (picIds?: string[]) => readSalePics(chatId, picIds),
    onSuccess: store,
  });
}
