import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
) => unknown;

/** A local HTTP server for a provider stub: the whole body read, then the handler answers. */
export async function listenLocal(handler: StubHandler) {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void handler(request, Buffer.concat(chunks), response));
    response.on('close', () => hanging.delete(response));
    hanging.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests a test left hanging (timeouts) would keep the server open.
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}

export const json = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
    .end(JSON.stringify(body));

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
