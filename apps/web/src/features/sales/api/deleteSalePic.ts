import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { SALE_CHAT_PATH, saleKeys } from './keys';

/** `POST /v1/saleChat/pic/delete/{picId}`: one screenshot; the dialogue read so far stays. */
export async function deleteSalePic(picId: string) {
  await api.post(`${SALE_CHAT_PATH}/pic/delete/${picId}`);
}

export function useDeleteSalePic(chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSalePic,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: saleKeys.chat(chatId) });
      void client.invalidateQueries({ queryKey: saleKeys.lists() });
    },
  });
}
