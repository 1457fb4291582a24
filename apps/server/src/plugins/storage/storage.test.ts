import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Stub } from '../../../test/s3-stub';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

// Two keys a listing page, so a folder is emptied over several pages.
const stub = await startS3Stub({ pageSize: 2 });
afterAll(() => stub.close());

const backends: [string, () => FileStorage][] = [
  ['local disk', () => localStorage(mkdtempSync(path.join(tmpdir(), 'miaoyu-storage-')))],
  [
    'S3',
    () =>
      s3Storage({
        bucket: 'studio',
        endpoint: stub.endpoint,
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      }),
  ],
];

describe.each(backends)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores, reads back and deletes bytes', async () => {
    const body = Buffer.from('妙语 avatar bytes');
    await storage.put('avatars/1/a.webp', body, 'image/webp');
    expect((await storage.get('avatars/1/a.webp'))?.equals(body)).toBe(true);
    await storage.delete('avatars/1/a.webp');
    expect(await storage.get('avatars/1/a.webp')).toBeNull();
  });

  it('answers null for an unknown key', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
  });

  it('deletes a folder, page after page, and nothing beside it', async () => {
    const body = Buffer.from('原件');
    const kept = ['knowledge/123/a', 'knowledge/1', 'knowledge-uploads/12/9/0'];
    const gone = ['knowledge/12/a', 'knowledge/12/b', 'knowledge/12/c', 'knowledge/12/d/e'];
    for (const key of [...kept, ...gone]) await storage.put(key, body, 'text/plain');
    expect(await storage.deletePrefix('knowledge/12/')).toBe(gone.length);
    for (const key of gone) expect(await storage.get(key), key).toBeNull();
    for (const key of kept) expect((await storage.get(key))?.equals(body), key).toBe(true);
    expect(await storage.deletePrefix('knowledge/12/')).toBe(0);
    expect(await storage.deletePrefix('nothing/here/')).toBe(0);
  });

  it('lists every object in key order, page after page, with its size', async () => {
    const keys = ['list/b/2', 'list/a', 'list/b/1', 'list/c.txt'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'text/plain');
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    const ours = listed.filter((object) => object.key.startsWith('list/'));
    expect(ours).toEqual([...keys].sort().map((key) => ({ key, size: Buffer.byteLength(key) })));
    expect(listed.map((object) => object.key)).toEqual(listed.map((o) => o.key).sort());
  });

  it('reads and writes streams, byte for byte', async () => {
    const body = Buffer.concat([Buffer.from('原件'), randomBytes(100_000)]);
    await storage.write('streams/1/a.bin', Readable.from([body]), body.length, 'image/png');
    expect((await storage.get('streams/1/a.bin'))?.equals(body)).toBe(true);
    const read = await storage.read('streams/1/a.bin');
    const chunks: Buffer[] = [];
    for await (const chunk of read!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    if (storage.kind === 's3') expect(read!.contentType).toBe('image/png');
    expect(await storage.read('streams/1/none')).toBeNull();
  });

  it('refuses a folder that is not one', async () => {
    for (const prefix of ['knowledge/12', '', '/knowledge/12/', 'knowledge/../'])
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/bad storage folder/);
  });
});

describe('local storage keys', () => {
  it('refuses keys that leave its folder', async () => {
    const storage = localStorage(mkdtempSync(path.join(tmpdir(), 'miaoyu-storage-')));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /bad storage key/,
    );
  });
});

describe('S3 wire format', () => {
  it('PUTs path-style into the bucket with the content type', async () => {
    const storage = backends[1]![1]();
    await storage.put('logos/7/logo.png', Buffer.from('png'), 'image/png');
    expect(stub.objects.get('/studio/logos/7/logo.png')).toMatchObject({
      contentType: 'image/png',
    });
  });
});
