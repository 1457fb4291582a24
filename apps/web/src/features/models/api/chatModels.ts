import { useQuery } from '@tanstack/react-query';
import type { chatModelListSchema, ChatModelList } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { modelKeys } from './keys';
import { chatModelsRequest } from './requests';

/** Every model the caller may chat with; the platform's own are marked `source: 'environment'`. */
export async function getChatModels(): Promise<ChatModelList> {
  return answerOf<typeof chatModelListSchema>(
    await getFirst(chatModelsRequest(), { silent: true }),
  );
}

export function useChatModels() {
  return useQuery({ queryKey: modelKeys.chatModels, queryFn: getChatModels });
}
