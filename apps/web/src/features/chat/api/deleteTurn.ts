import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import type { deletedTurnSchema } from '@miaoyu/contracts/chat';
import { currentUserId } from './keys';

/** `DELETE /v1/users/{userId}/sessions/{sessionId}/completions/{id}`: the whole turn of `id`. */
export async function deleteTurnOnServer(sessionId: string, id: string) {
  const data = await api.delete(
    `/v1/users/${currentUserId()}/sessions/${sessionId}/completions/${id}`,
  );
  return answerOf<typeof deletedTurnSchema>(data).deleted;
}
