import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { folderPrefix, type FileStorage, type StoredObject } from './types';

/** Objects deleted side by side while a folder is emptied. */
const DELETES_AT_ONCE = 8;

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** S3-compatible object storage (AWS S3, MinIO, Aliyun OSS, Tencent COS...). */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Otherwise a streamed body goes aws-chunked with a trailing checksum, which several
    // S3-compatible services (Aliyun OSS, Tencent COS, older MinIO) refuse or store as sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async get(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    // One listing page at a time, its objects deleted one by one (a few at once): every
    // S3-compatible service takes DeleteObject, not all take DeleteObjects' checksums.
    async deletePrefix(prefix) {
      const Prefix = folderPrefix(prefix);
      let deleted = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
          await Promise.all(
            keys
              .slice(i, i + DELETES_AT_ONCE)
              .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
          );
        }
        deleted += keys.length;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return deleted;
    },
    async *list(): AsyncIterable<StoredObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async read(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        // In Node the SDK answers the body as the response stream itself.
        return answer.Body
          ? { body: answer.Body as Readable, contentType: answer.ContentType }
          : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async write(Key, Body, ContentLength, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength, ContentType }));
    },
  };
}
