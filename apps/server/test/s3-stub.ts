import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 endpoint for tests: path-style PUT, GET and DELETE of objects, and ListObjectsV2
 * (`GET /bucket?list-type=2&prefix=…`, `pageSize` keys a page), answering the way S3 does (ETag
 * on PUT, `NoSuchKey` XML on a missing GET, 204 on DELETE). Signatures are not checked.
 */
export async function startS3Stub({ pageSize = 1000 }: { pageSize?: number } = {}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((request, response) => {
    const [path, search] = (request.url ?? '/').split('?') as [string, string | undefined];
    const key = decodeURIComponent(path);
    const query = new URLSearchParams(search ?? '');
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
      if (request.method === 'GET' && query.get('list-type') === '2') {
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listing(objects, key, query, pageSize));
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

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One page of ListObjectsV2: keys after the continuation token (the last key of the page before). */
function listing(
  objects: Map<string, { body: Buffer }>,
  bucketPath: string,
  query: URLSearchParams,
  pageSize: number,
): string {
  const bucket = bucketPath.replace(/^\/|\/$/g, '');
  const prefix = query.get('prefix') ?? '';
  const after = query.has('continuation-token')
    ? Buffer.from(query.get('continuation-token')!, 'base64url').toString()
    : '';
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(`/${bucket}/`))
    .map((path) => path.slice(bucket.length + 2))
    .filter((key) => key.startsWith(prefix) && key > after)
    .sort();
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${xml(key)}</Key><Size>${objects.get(`/${bucket}/${key}`)!.body.length}</Size></Contents>`,
    )
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}
