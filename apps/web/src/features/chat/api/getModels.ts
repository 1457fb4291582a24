import { useQuery } from '@tanstack/react-query';
import type { chatModelListSchema } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { chatKeys } from './keys';
import { modelsRequest } from './requests';

/** `GET /v1/chat/models`: what the caller may chat with; empty means the offline answerer. */
export async function getModels() {
  return answerOf<typeof chatModelListSchema>(await getFirst(modelsRequest()));
}

export function useModels() {
  return useQuery({ queryKey: chatKeys.models, queryFn: getModels, staleTime: 60_000 });
}
