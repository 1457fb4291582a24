import {
  aiPageGenerateRequestSchema,
  aiPageStreamEventSchemas,
  type AiPageGenerateRequest,
} from '@miaoyu/contracts/ai-pages';
import { postEvents, type EventOf } from '@/lib/event-stream';

export type PageStreamEvent = EventOf<typeof aiPageStreamEventSchemas>;

/**
 * `POST /v1/subscribe/html`: a model writes a page (or changes one), streamed as the chat's
 * events; `page` says the version was stored. Answers whether the stream ended properly.
 */
export function writePage(
  body: AiPageGenerateRequest,
  signal: AbortSignal,
  onEvent: (event: PageStreamEvent) => void,
): Promise<boolean> {
  return postEvents(
    '/v1/subscribe/html',
    aiPageGenerateRequestSchema.parse(body),
    signal,
    aiPageStreamEventSchemas,
    onEvent,
  );
}
