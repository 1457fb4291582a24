import type { ChatCompletionRequest, ChatStreamEvent } from '@miaoyu/contracts';
import { postEventStream } from '@/lib/event-stream';
import { currentUserId } from './keys';

/**
 * `POST /v1/chat/users/{userId}/sessions/{sessionId}/completions`: the answer as a stream.
 * Errors before the stream reject with an HttpError; the composer shows them in place.
 */
export function streamCompletion(
  sessionId: string,
  body: ChatCompletionRequest,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  return postEventStream(
    `/v1/chat/users/${currentUserId()}/sessions/${sessionId}/completions`,
    body,
    signal,
    onEvent,
  );
}
