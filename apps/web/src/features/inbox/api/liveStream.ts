import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import { apiUrl, authHeaders, HttpError, report } from '@/lib/http';

/**
 * The inbox's live streams (`GET …/events`): Server-Sent Events that stay open, read with fetch
 * because they need the auth header (EventSource cannot send it), and opened again with back-off
 * whenever they drop.
 */

export type LiveSchemas = Record<string, z.ZodType>;
export type LiveEvent<S extends LiveSchemas> = {
  [K in keyof S & string]: { event: K; data: z.infer<S[K]> };
}[keyof S & string];

/** Waits before each new attempt; the last delay repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Answers that another attempt would not change: signed out, no right, no such conversation. */
const FINAL_STATUSES = new Set([401, 403, 404, 422]);

interface FollowOptions<S extends LiveSchemas> {
  /** Asked before each attempt, so a reconnect carries the last id seen. */
  path: () => string;
  schemas: S;
  onEvent: (event: LiveEvent<S>) => void;
  /** The stream is open; `reconnected` after a drop (what changed meanwhile must be re-read). */
  onOpen?: (reconnected: boolean) => void;
  signal: AbortSignal;
}

async function answerBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One attempt: resolves when the server ends the stream, rejects when it cannot open or drops. */
async function openOnce<S extends LiveSchemas>(
  { path, schemas, onEvent, signal }: FollowOptions<S>,
  onOpen: () => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path()), {
      headers: { ...authHeaders(), Accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
  } catch {
    throw new HttpError('Network Error', 'network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body)
    throw new HttpError(`Request failed with status code ${response.status}`, 'http', {
      status: response.status,
      data: await answerBody(response),
    });
  onOpen();
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const schema = event ? schemas[event] : undefined;
      if (!event || !schema) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) onEvent({ event, data: parsed.data } as LiveEvent<S>);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    throw new HttpError('Network Error', 'network');
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/**
 * Keeps a live stream open until `signal` aborts: reconnects after each drop, waiting longer
 * after each failure in a row. Stops for good on a final answer (a 401 still signs out).
 */
export async function followLiveStream<S extends LiveSchemas>(
  options: FollowOptions<S>,
): Promise<void> {
  const { signal } = options;
  let failures = 0;
  let opened = false;
  while (!signal.aborted) {
    try {
      await openOnce(options, () => {
        options.onOpen?.(opened);
        opened = true;
        failures = 0;
      });
    } catch (error) {
      if (signal.aborted) return;
      const status = error instanceof HttpError ? error.response?.status : undefined;
      if (error instanceof HttpError && status !== undefined && FINAL_STATUSES.has(status)) {
        report(error, { silent: true });
        return;
      }
    }
    if (signal.aborted) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    await pause(delay, signal);
  }
}
