import type { ChatCompletionRequest, ChatStreamEvent } from '@miaoyu/contracts/chat';
import { currentUserId } from './keys';

/** The stream reader, fetched while the user types (see ChatPage), not before the page shows. */
export const loadEventStream = () => import('@/lib/event-stream');

/**
 * `POST /v1/chat/users/{userId}/sessions/{sessionId}/completions`: the answer as a stream.
 * Errors before the stream reject with an HttpError; the composer shows them in place.
 */
export async function streamCompletion(
  sessionId: string,
  body: ChatCompletionRequest,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  const { postEventStream } = await loadEventStream();
  return postEventStream(
    `/v1/chat/users/${currentUserId()}/sessions/${sessionId}/completions`,
    body,
    signal,
    onEvent,
  );
}
