import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { localStorage } from './local';
import type { FileStorage } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The local files' folder (whether or not S3 is in use). */
export function filesDir(config: Config): string {
  if (config.FILES_DIR) return config.FILES_DIR;
  if (config.DATA_DIR.startsWith('memory://'))
    return mkdtempSync(path.join(tmpdir(), 'miaoyu-files-'));
  return path.join(config.DATA_DIR, 'files');
}

/**
 * The storage backend: S3 when S3_BUCKET is set, otherwise local disk. The S3 client is loaded
 * only then: importing it costs a start on local disk a third of a second of CPU.
 */
export async function openStorage(config: Config): Promise<FileStorage> {
  return config.S3_BUCKET
    ? (await import('./s3')).s3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : localStorage(filesDir(config));
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('storage', await openStorage(config));
  },
  { name: 'storage' },
);
