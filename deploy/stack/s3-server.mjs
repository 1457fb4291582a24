// A small S3-compatible server for the stack smoke test (MinIO is not in Debian): path-style
// buckets and objects in memory, the subset the studio uses (apps/server/src/plugins/storage/s3.ts:
// PutObject, GetObject, DeleteObject, ListObjectsV2) plus CreateBucket/HeadBucket/HeadObject for
// the bucket-init step. Signatures are not verified, but a request must be signed with the
// expected access key id, so a wrong S3_ACCESS_KEY_ID fails as it would against MinIO.
//
// usage: node s3-server.mjs   (PORT 9000, S3_ACCESS_KEY_ID required)
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 9000);
const accessKey = process.env.S3_ACCESS_KEY_ID;
if (!accessKey) throw new Error('S3_ACCESS_KEY_ID is required');

/** bucket → key → object */
const buckets = new Map();
const xml = (text) => String(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function error(response, status, code, message) {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`,
    );
}

function list(response, bucketName, objects, query) {
  const prefix = query.get('prefix') ?? '';
  const max = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
  const after = query.has('continuation-token')
    ? Buffer.from(query.get('continuation-token'), 'base64url').toString()
    : (query.get('start-after') ?? '');
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${xml(key)}</Key><Size>${objects.get(key).body.length}</Size></Contents>`,
    )
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1)).toString('base64url')}</NextContinuationToken>`
    : '';
  response
    .writeHead(200, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucketName)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
}

function handle(request, response, body) {
  const url = new URL(request.url ?? '/', 'http://s3');
  if (url.pathname === '/health') return response.writeHead(200).end('ok');
  const signed = String(request.headers.authorization ?? '');
  if (!signed.includes(`Credential=${accessKey}/`))
    return error(response, 403, 'InvalidAccessKeyId', 'The access key id does not exist.');
  const [, bucketName = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const method = request.method ?? 'GET';
  if (!key) {
    if (method === 'PUT') {
      if (!buckets.has(bucketName)) buckets.set(bucketName, new Map());
      return response.writeHead(200).end();
    }
    const objects = buckets.get(bucketName);
    if (!objects) return error(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
    if (method === 'HEAD') return response.writeHead(200).end();
    if (method === 'GET') return list(response, bucketName, objects, url.searchParams);
    return error(response, 405, 'MethodNotAllowed', method);
  }
  const objects = buckets.get(bucketName);
  if (!objects) return error(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
  if (method === 'PUT') {
    const type = request.headers['content-type'] ?? 'application/octet-stream';
    objects.set(key, { body, type });
    return response.writeHead(200, { etag: `"${body.length}"` }).end();
  }
  if (method === 'DELETE') {
    objects.delete(key);
    return response.writeHead(204).end();
  }
  const object = objects.get(key);
  if (!object) {
    if (method === 'HEAD') return response.writeHead(404).end();
    return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
  }
  const headers = { 'content-type': object.type, 'content-length': object.body.length };
  if (method === 'HEAD') return response.writeHead(200, headers).end();
  if (method === 'GET') return response.writeHead(200, headers).end(object.body);
  return error(response, 405, 'MethodNotAllowed', method);
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => handle(request, response, Buffer.concat(chunks)));
});
server.listen(port, '0.0.0.0', () => console.error(`s3 server on :${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
