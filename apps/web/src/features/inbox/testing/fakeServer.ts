import { onTestFinished, vi } from 'vitest';
import type { RecordedRequest, Reply } from '@/test/http';

/** A live stream the page opened: the test sends it events or ends it. */
export interface OpenStream {
  url: string;
  params: URLSearchParams;
  send: (event: string, data: unknown) => void;
  end: () => void;
  aborted: () => boolean;
}

/**
 * Stands in for `fetch` like `mockHttp`, and also answers the live `…/events` paths with streams
 * that stay open until the test ends them or the page aborts them (as a browser errors an aborted
 * body). The real HTTP client and stream reader run.
 */
export function fakeServer(handler: (request: RecordedRequest) => Reply) {
  const requests: RecordedRequest[] = [];
  const streams: OpenStream[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: RecordedRequest = {
        method: (init.method ?? 'GET').toUpperCase(),
        url: url.pathname,
        params: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      requests.push(request);
      if (url.pathname.endsWith('/events')) {
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        let aborted = false;
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          controller.error(new DOMException('aborted', 'AbortError'));
        });
        streams.push({
          url: url.pathname,
          params: url.searchParams,
          send: (event, data) =>
            controller.enqueue(
              encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
            ),
          end: () => controller.close(),
          aborted: () => aborted,
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }
      const reply = handler(request);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      const [status, data] = reply;
      return new Response(data === undefined ? '' : JSON.stringify(data), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    requests,
    streams,
    /** The newest stream opened on a path. */
    stream: (path: string) => streams.filter((stream) => stream.url === path).at(-1),
  };
}
