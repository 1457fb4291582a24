/** Helpers for the visitor page's tests: Server-Sent Event bodies and JSON answers. */

export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A body that arrives in exactly these pieces, then ends (or fails, when `fail` is set). */
export function streamOf(chunks: string[], fail?: Error): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = false;
  // Ended or failed only once read to the end: an error discards what is still queued.
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (chunks.length > 0) return;
      }
      if (fail) controller.error(fail);
      else controller.close();
    },
  });
}

/** A body that stays open until the signal aborts it, after sending `chunks`. */
export function openStreamOf(chunks: string[], signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      signal.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
    },
  });
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const eventStream = (text: string) =>
  new Response(streamOf([text]), { status: 200, headers: { 'content-type': 'text/event-stream' } });
