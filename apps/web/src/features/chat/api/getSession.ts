import { useQuery } from '@tanstack/react-query';
import type { chatSessionSchema } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { chatKeys } from './keys';
import { sessionRequest } from './requests';

/** `GET /v1/chat/sessions/{sessionId}`: its model and context option (404 when not the caller's). */
export async function getSession(sessionId: string) {
  const data = await getFirst(sessionRequest(sessionId), { silent: true });
  return answerOf<typeof chatSessionSchema>(data);
}

export function useSession(sessionId: string | undefined) {
  return useQuery({
    queryKey: chatKeys.session(sessionId ?? ''),
    queryFn: () => getSession(sessionId!),
    enabled: Boolean(sessionId),
  });
}
