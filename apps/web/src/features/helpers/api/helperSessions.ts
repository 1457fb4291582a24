import { useQuery } from '@tanstack/react-query';
import type { chatSessionListSchema } from '@miaoyu/contracts/chat';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** How many of my conversations with a helper its page lists. */
export const RECENT_SESSIONS = 5;

/** `GET /v1/users/{userId}/chat/session?helperCode=`: my latest conversations with a helper. */
export async function listHelperSessions(userId: string, helperCode: string) {
  const data = await api.get(`/v1/users/${userId}/chat/session`, {
    params: { helperCode, offset: 0, limit: RECENT_SESSIONS },
  });
  return answerOf<typeof chatSessionListSchema>(data);
}

export function useHelperSessions(userId: string, helperCode: string) {
  return useQuery({
    queryKey: helperKeys.sessions(helperCode),
    queryFn: () => listHelperSessions(userId, helperCode),
    enabled: !!userId && !!helperCode,
  });
}
