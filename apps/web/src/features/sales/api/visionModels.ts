import { useQuery } from '@tanstack/react-query';
import type { chatModelListSchema } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { saleKeys } from './keys';

/** `GET /v1/chat/models`, narrowed to the models that see images (the ones that read screenshots). */
export async function listVisionModels() {
  const { list } = answerOf<typeof chatModelListSchema>(await api.get('/v1/chat/models'));
  return list.filter((model) => model.vision);
}

export function useVisionModels(enabled: boolean) {
  return useQuery({
    queryKey: saleKeys.visionModels,
    queryFn: listVisionModels,
    enabled,
    staleTime: 60_000,
  });
}
