import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { chatSessionSchema, ChatSession, UpdateChatSession } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { chatKeys } from './keys';
import type { SessionPages } from './sessionCache';
import { mapSessions } from './sessionCache';

/** `PUT /v1/chat/sessions`: title, model or the usingContext option. */
export async function updateSession(input: UpdateChatSession) {
  return answerOf<typeof chatSessionSchema>(await api.put('/v1/chat/sessions', input));
}

/** Shows the stored session everywhere it is cached (its page and every list). */
export function storeSession(client: QueryClient, session: ChatSession) {
  client.setQueryData(chatKeys.session(session.sessionId), session);
  client.setQueriesData<SessionPages>({ queryKey: chatKeys.sessionLists }, (data) =>
    mapSessions(data, (item) => (item.sessionId === session.sessionId ? session : item)),
  );
}

export function useUpdateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: (session) => storeSession(client, session),
  });
}
