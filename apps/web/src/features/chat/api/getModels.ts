import { useQuery } from '@tanstack/react-query';
import { chatModelListSchema } from '@miaoyu/contracts/models';
import { api } from '@/lib/http';
import { chatKeys } from './keys';

/** `GET /v1/chat/models`: what the caller may chat with; empty means the offline answerer. */
export async function getModels() {
  return chatModelListSchema.parse(await api.get('/v1/chat/models'));
}

export function useModels() {
  return useQuery({ queryKey: chatKeys.models, queryFn: getModels, staleTime: 60_000 });
}
