import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema, saleSentSchema } from '@miaoyu/contracts/sales';
import type { z } from 'zod';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

export type SaleSent = z.input<typeof saleSentSchema>;

/** `POST /v1/saleChat/sent`: the reply sent to the customer (maybe edited), added to the dialogue. */
export async function markReplySent(body: SaleSent) {
  return answerOf<typeof saleChatSchema>(await api.post(`${SALE_CHAT_PATH}/sent`, body));
}

export function useMarkReplySent() {
  const store = useStoreSaleChat();
  return useMutation({ mutationFn: markReplySent, onSuccess: store });
}
