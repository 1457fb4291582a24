import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createdChatSessionSchema, CreateChatSession } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { chatKeys } from './keys';

/** `POST /v1/chat/sessions`: the server names it 新对话 / New chat until the first question. */
export async function createSession(input: CreateChatSession = {}) {
  return answerOf<typeof createdChatSessionSchema>(await api.post('/v1/chat/sessions', input));
}

export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.sessionLists }),
  });
}
