import { api } from '@/lib/http';
import { currentUserId } from './keys';

/** `POST .../completions/{answerId}/stop`: the server keeps the partial answer as 'stopped'. */
export async function stopAnswer(sessionId: string, answerId: string) {
  return api.post<{ stopped: boolean }>(
    `/v1/chat/users/${currentUserId()}/sessions/${sessionId}/completions/${answerId}/stop`,
    undefined,
    { silent: true },
  );
}
