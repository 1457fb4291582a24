import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedHit {
  method: string;
  url: string;
  authorization: string | undefined;
}

export interface HttpRecorder {
  /** `http://127.0.0.1:port` */
  url: string;
  port: number;
  hits: RecordedHit[];
  close(): Promise<void>;
}

/**
 * A local HTTP server that records every request and answers with `answer` (by default a 500
 * whose body must never reach a user): the stand-in for an internal service in SSRF tests, and,
 * with a redirecting answer, for the attacker's server that points there.
 */
export async function startRecorder(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: INTERNAL_SECRET } }));
  },
): Promise<HttpRecorder> {
  const hits: RecordedHit[] = [];
  const server = http.createServer((req, res) => {
    hits.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
    });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What an internal service would leak if it were reached. */
export const INTERNAL_SECRET = 'internal-metadata-secret-4471';

/** An answer that redirects every request to `location(req)` with `status`. */
export const redirectTo =
  (location: (req: http.IncomingMessage) => string, status = 302) =>
  (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(status, { location: location(req), 'content-type': 'text/plain' });
    res.end(`moved: redirect body ${status}`);
  };
