import { createParser } from 'eventsource-parser';
import type { z, ZodType } from 'zod';
import { chatStreamEventSchemas, type ChatStreamEvent } from '@miaoyu/contracts/chat';
import { apiUrl, authHeaders, HttpError, report } from './http';

/**
 * The API's answer streams (chat, a helper's live preview, sales suggestions): the same
 * Server-Sent Events everywhere, read here once.
 */

/** Each event name of a stream with the schema of its data. */
export type EventSchemas = Record<string, ZodType>;
/** One parsed event of a stream with these schemas. */
export type EventOf<S extends EventSchemas> = {
  [K in keyof S & string]: { event: K; data: z.infer<S[K]> };
}[keyof S & string];

/**
 * Reads a `text/event-stream` body and hands over each known, valid event. Comment lines
 * (keep-alive) and unknown events are skipped. Answers true when a final event (done or
 * error) arrived, false when the stream was cut before one.
 */
export async function readEvents<S extends EventSchemas>(
  body: ReadableStream<Uint8Array>,
  schemas: S,
  onEvent: (event: EventOf<S>) => void,
): Promise<boolean> {
  let finished = false;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event || !Object.hasOwn(schemas, event)) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = schemas[event]!.safeParse(json);
      if (!parsed.success) return;
      if (event === 'done' || event === 'error') finished = true;
      onEvent({ event, data: parsed.data } as EventOf<S>);
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

/** The conversation engine's answer stream (chat, a helper's live preview). */
export function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  return readEvents(
    body,
    chatStreamEventSchemas,
    onEvent as (event: EventOf<typeof chatStreamEventSchemas>) => void,
  );
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
export async function postEvents<S extends EventSchemas>(
  path: string,
  body: unknown,
  signal: AbortSignal,
  schemas: S,
  onEvent: (event: EventOf<S>) => void,
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
  return readEvents(response.body, schemas, onEvent);
}

/** `postEvents` for the conversation engine's answer streams. */
export function postEventStream(
  path: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  return postEvents(
    path,
    body,
    signal,
    chatStreamEventSchemas,
    onEvent as (event: EventOf<typeof chatStreamEventSchemas>) => void,
  );
}
