import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH, saleKeys } from './keys';

/** `POST /v1/saleChat/delete/{id}`: the chat with its screenshots and suggestions. */
export async function deleteSaleChat(id: string) {
  await api.post(`${SALE_CHAT_PATH}/delete/${id}`);
}

export function useDeleteSaleChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSaleChat,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: saleKeys.chat(id) });
      void client.invalidateQueries({ queryKey: saleKeys.lists() });
    },
  });
}
