import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createdChatSessionSchema } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `POST /v1/chat/sessions` with `helperCode`: a conversation that the helper answers. */
export async function startHelperChat(helperCode: string) {
  return answerOf<typeof createdChatSessionSchema>(
    await api.post('/v1/chat/sessions', { helperCode }),
  );
}

export function useStartHelperChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startHelperChat,
    onSuccess: (_, helperCode) =>
      Promise.all([
        client.invalidateQueries({ queryKey: helperKeys.sessions(helperCode) }),
        client.invalidateQueries({ queryKey: helperKeys.recent }),
        // The chat page's session list (its keys start so) must show the new conversation.
        client.invalidateQueries({ queryKey: ['chat', 'sessions'] }),
      ]),
  });
}
