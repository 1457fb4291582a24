import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { saleChatSchema, SaleChat } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { isReadingBusy } from '../logic/reading';
import { SALE_CHAT_PATH, saleKeys } from './keys';

/** How often a chat whose screenshots are being read is asked for again: a reading takes about half a second a picture, so its end shows within a quarter of a second. */
export const READING_POLL_MS = 250;

/** `GET /v1/saleChat/{id}`: the chat with its screenshots, dialogue, reading and suggestions. */
export async function getSaleChat(id: string) {
  return answerOf<typeof saleChatSchema>(
    await api.get(`${SALE_CHAT_PATH}/${id}`, { silent: true }),
  );
}

/** A chat, asked for again every half second while its screenshots are being read. */
export function useSaleChat(id: string) {
  return useQuery({
    queryKey: saleKeys.chat(id),
    queryFn: () => getSaleChat(id),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && isReadingBusy(query.state.data.reading) ? READING_POLL_MS : false,
  });
}

/** Puts a chat the server answered into the cache, and has the lists read again. */
export function useStoreSaleChat() {
  const client = useQueryClient();
  return useCallback(
    (chat: SaleChat) => {
      client.setQueryData(saleKeys.chat(chat.id), chat);
      void client.invalidateQueries({ queryKey: saleKeys.lists() });
    },
    [client],
  );
}
