import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { chatKeys } from './keys';
import { mapSessions, type SessionPages } from './sessionCache';

/** `DELETE /v1/chat/sessions/{sessionId}`, with its messages. */
export async function deleteSession(sessionId: string) {
  await api.delete(`/v1/chat/sessions/${sessionId}`);
  return sessionId;
}

export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (sessionId) => {
      client.setQueriesData<SessionPages>({ queryKey: chatKeys.sessionLists }, (data) =>
        mapSessions(data, (item) => (item.sessionId === sessionId ? null : item)),
      );
      client.removeQueries({ queryKey: chatKeys.messages(sessionId) });
      client.removeQueries({ queryKey: chatKeys.session(sessionId) });
    },
  });
}
