import { useSessionStore } from '@/lib/session';

/** Query keys of the chat feature, in one place so updates after streaming hit the right cache. */
export const chatKeys = {
  all: ['chat'] as const,
  sessions: (keyword: string) => ['chat', 'sessions', keyword] as const,
  sessionLists: ['chat', 'sessions'] as const,
  session: (sessionId: string) => ['chat', 'session', sessionId] as const,
  messages: (sessionId: string) => ['chat', 'messages', sessionId] as const,
  models: ['chat', 'models'] as const,
};

/** The caller's id: chat paths name it (`{userId}` must be the caller). */
export function currentUserId(): string {
  // Stored with the session: known on a cold load before the user is read again.
  const state = useSessionStore.getState();
  return state.user?.id ?? state.userId ?? '';
}
