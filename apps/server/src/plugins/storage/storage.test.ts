import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Stub } from '../../../test/s3-stub';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

const stub = await startS3Stub();
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
