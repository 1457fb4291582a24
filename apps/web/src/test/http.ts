import { onTestFinished, vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** The path asked for, without the query string. */
  url: string;
  /** The query string's parameters. */
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A status, body and extra headers, or 'network' for a call that never got an answer. */
export type Reply = [status: number, body?: unknown, headers?: Record<string, string>] | 'network';

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Answers the app's HTTP calls in-process by standing in for `fetch`: no network, no msw.
 * The real client (headers, notifications, 401 handling) still runs. Restored when the test ends.
 */
export function mockHttp(handler: (request: RecordedRequest) => Reply | Promise<Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname,
      params: url.searchParams,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const [status, data, extraHeaders] = reply;
    const text = data === undefined ? '' : JSON.stringify(data);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...extraHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { requests };
}
