import { MESSAGE_PAGE_SIZE, SESSION_PAGE_SIZE } from '@miaoyu/contracts/constants';
import type { FirstRequest } from '@/lib/preload';
import { currentUserId } from './keys';

/** `GET /v1/users/{userId}/chat/session`: a page of sessions, newest first. */
export const sessionsRequest = (offset: number, keyword: string): FirstRequest => ({
  path: `/v1/users/${currentUserId()}/chat/session`,
  params: { offset, limit: SESSION_PAGE_SIZE, keyword: keyword || undefined },
});

/** `GET .../sessions/{sessionId}/completions`: a page of messages, newest first. */
export const messagesRequest = (sessionId: string, offset: number): FirstRequest => ({
  path: `/v1/chat/users/${currentUserId()}/sessions/${sessionId}/completions`,
  params: { offset, limit: MESSAGE_PAGE_SIZE },
});

/** `GET /v1/chat/models`: what the caller may chat with. */
export const modelsRequest = (): FirstRequest => ({ path: '/v1/chat/models' });

/** `GET /v1/chat/sessions/{sessionId}`: its model and context option. */
export const sessionRequest = (sessionId: string): FirstRequest => ({
  path: `/v1/chat/sessions/${sessionId}`,
});

/** `GET /v1/chat/sessions/{sessionId}/datasets`: the knowledge bases it answers from. */
export const sessionDatasetsRequest = (sessionId: string): FirstRequest => ({
  path: `/v1/chat/sessions/${sessionId}/datasets`,
});
