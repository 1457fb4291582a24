import { useQuery } from '@tanstack/react-query';
import { chatModelListSchema } from '@miaoyu/contracts/models';
import { api } from '@/lib/http';
import { editorKeys } from './editorKeys';

/** `GET /v1/chat/models`: the chat models of the current org (a helper may name one). */
export async function listChatModels() {
  return chatModelListSchema.parse(await api.get('/v1/chat/models'));
}

export function useChatModels() {
  return useQuery({ queryKey: editorKeys.models, queryFn: listChatModels, staleTime: 60_000 });
}
