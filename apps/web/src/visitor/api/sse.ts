import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a `text/event-stream` body and hands over each named event with its JSON data.
 * Keep-alive comments, unnamed events and data that is not JSON are skipped. Resolves when
 * the body ends; rejects when reading fails (a cut connection, an abort).
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event) return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      onEvent({ event, data: json });
    },
  });
  const reader = body.getReader();
  // One decoder for the whole body: a character split across chunks is joined.
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  parser.feed(decoder.decode());
}
