import { useQuery } from '@tanstack/react-query';
import { chatModelListSchema, type ChatModelList } from '@miaoyu/contracts/models';
import { api } from '@/lib/http';
import { modelKeys } from './keys';

/** Every model the caller may chat with; the platform's own are marked `source: 'environment'`. */
export async function getChatModels(): Promise<ChatModelList> {
  return chatModelListSchema.parse(await api.get('/v1/chat/models', { silent: true }));
}

export function useChatModels() {
  return useQuery({ queryKey: modelKeys.chatModels, queryFn: getChatModels });
}
