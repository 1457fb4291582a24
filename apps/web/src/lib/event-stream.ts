import { createParser } from 'eventsource-parser';
import {
  chatStreamEventSchemas,
  type ChatStreamEvent,
  type ChatStreamEventName,
} from '@miaoyu/contracts';
import { apiUrl, authHeaders, HttpError, report } from './http';

/**
 * The answer streams of the conversation engine (chat, a helper's live preview): the same
 * Server-Sent Events everywhere, read here once.
 */

const isEventName = (name: string): name is ChatStreamEventName => name in chatStreamEventSchemas;

/**
 * Reads a `text/event-stream` body and hands over each known, valid event. Comment lines
 * (keep-alive) and unknown events are skipped. Answers true when a final event (done or
 * error) arrived, false when the stream was cut before one.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  let finished = false;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event || !isEventName(event)) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = chatStreamEventSchemas[event].safeParse(json);
      if (!parsed.success) return;
      if (event === 'done' || event === 'error') finished = true;
      onEvent({ event, data: parsed.data } as ChatStreamEvent);
    },
  });
  const reader = body.getReader();
  // One decoder for the whole stream: a character split across chunks is joined.
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
  return finished;
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a JSON body to an API path that answers a stream (fetch, not `api`) and reads it.
 * Errors before the stream reject with an HttpError, like `api` does, without a notification:
 * the caller shows the message in place (a 401 still signs out).
 */
export async function postEventStream(
  path: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: {
        ...authHeaders(),
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new HttpError(
      signal.aborted ? 'cancelled' : 'Network Error',
      signal.aborted ? 'cancel' : 'network',
    );
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    const error = new HttpError(`Request failed with status code ${response.status}`, 'http', {
      status: response.status,
      data: await errorBody(response),
    });
    report(error, { silent: true });
    throw error;
  }
  return readEventStream(response.body, onEvent);
}
