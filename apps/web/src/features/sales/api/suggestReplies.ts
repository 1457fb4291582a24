import { chatStreamEventSchemas } from '@miaoyu/contracts/chat';
import { saleSuggestEventSchemas } from '@miaoyu/contracts/sales';
import { postEvents, type EventOf } from '@/lib/event-stream';
import { SALE_CHAT_PATH } from './keys';

/** The suggestion stream's events, its `error` the same as the chat's. */
export const suggestEventSchemas = {
  ...saleSuggestEventSchemas,
  error: chatStreamEventSchemas.error,
};
export type SuggestEvent = EventOf<typeof suggestEventSchemas>;

/**
 * `POST /v1/saleChat/suggest`: three replies in three tones, streamed. Refusals before the
 * stream (no dialogue, no model) reject with an HttpError without a notification.
 */
export function suggestReplies(
  body: { id: string; goal?: string | undefined },
  signal: AbortSignal,
  onEvent: (event: SuggestEvent) => void,
): Promise<boolean> {
  return postEvents(`${SALE_CHAT_PATH}/suggest`, body, signal, suggestEventSchemas, onEvent);
}
