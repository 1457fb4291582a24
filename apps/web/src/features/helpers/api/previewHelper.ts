import type { ChatStreamEvent } from '@miaoyu/contracts/chat';
import {
  helperPreviewRequestSchema,
  type HelperPreviewRequest,
} from '@miaoyu/contracts/helper-use';
import { postEventStream } from '@/lib/event-stream';
import { orgHelpersPath } from './keys';

/**
 * `POST /v1/orgs/{orgId}/helpers/preview`: an answer from the editor's unsaved settings to the
 * conversation kept in the page; the server stores nothing. The chat's events, streamed.
 */
export function previewHelper(
  orgId: string,
  body: HelperPreviewRequest,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  const sent = helperPreviewRequestSchema.parse(body);
  return postEventStream(`${orgHelpersPath(orgId)}/preview`, sent, signal, onEvent);
}
