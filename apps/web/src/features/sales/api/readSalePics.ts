import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/**
 * `POST /v1/saleChat/getChatByPic`: starts reading the new (or failed) screenshots; the chat
 * comes back queued and is polled until read.
 */
export async function readSalePics(chatId: string, picIds?: string[]) {
  return answerOf<typeof saleChatSchema>(
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
