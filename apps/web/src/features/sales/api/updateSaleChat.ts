import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema, UpdateSaleChat } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/** `POST /v1/saleChat/update`: the customer's details or the corrected dialogue. */
export async function updateSaleChat(body: UpdateSaleChat, silent = false) {
  return answerOf<typeof saleChatSchema>(
    await api.post(`${SALE_CHAT_PATH}/update`, body, { silent }),
  );
}

/** Silent: the dialogue editor says itself when a save failed. */
export function useUpdateSaleChat({ silent = false } = {}) {
  const store = useStoreSaleChat();
  return useMutation({
    mutationFn: (body: UpdateSaleChat) => updateSaleChat(body, silent),
    onSuccess: store,
  });
}
