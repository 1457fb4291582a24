import { useQuery } from '@tanstack/react-query';
import { chatModelListSchema } from '@miaoyu/contracts/models';
import { getFirst } from '@/lib/preload';
import { chatKeys } from './keys';
import { modelsRequest } from './requests';

/** `GET /v1/chat/models`: what the caller may chat with; empty means the offline answerer. */
export async function getModels() {
  return chatModelListSchema.parse(await getFirst(modelsRequest()));
}

export function useModels() {
  return useQuery({ queryKey: chatKeys.models, queryFn: getModels, staleTime: 60_000 });
}
