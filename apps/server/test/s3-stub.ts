import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 endpoint for tests: path-style PUT, GET and DELETE of objects, answering the way S3
 * does (ETag on PUT, `NoSuchKey` XML on a missing GET, 204 on DELETE). Signatures are not checked.
 */
export async function startS3Stub() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200, { etag: '"stub"' }).end();
        return;
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            );
          return;
        }
        response
          .writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
          })
          .end(object.body);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
