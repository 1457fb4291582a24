import { useMutation } from '@tanstack/react-query';
import type { saleChatSchema } from '@miaoyu/contracts/sales';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH } from './keys';
import { useStoreSaleChat } from './saleChat';

/** `POST /v1/saleChat/pic?id=`: screenshots added at the end of the chat's strip. */
export async function uploadSalePics(chatId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return answerOf<typeof saleChatSchema>(
    await api.post(`${SALE_CHAT_PATH}/pic`, form, {
      params: { id: chatId },
      // Several phone screenshots over a slow uplink.
      timeout: 120_000,
    }),
  );
}

export function useUploadSalePics(chatId: string) {
  const store = useStoreSaleChat();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadSalePics(chatId, files),
    onSuccess: store,
  });
}
