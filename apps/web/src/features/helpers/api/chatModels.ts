import { useQuery } from '@tanstack/react-query';
import type { chatModelListSchema } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { editorKeys } from './editorKeys';
import { chatModelsRequest } from './requests';

/** `GET /v1/chat/models`: the chat models of the current org (a helper may name one). */
export async function listChatModels() {
  return answerOf<typeof chatModelListSchema>(await getFirst(chatModelsRequest()));
}

export function useChatModels() {
  return useQuery({ queryKey: editorKeys.models, queryFn: listChatModels, staleTime: 60_000 });
}
