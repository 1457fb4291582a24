import type { Readable } from 'node:stream';

/** One stored object as a listing names it. */
export interface StoredObject {
  key: string;
  size: number;
}

/** Where uploaded bytes live. Rows in `files` say who may read them; this only stores. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every key under a folder (`prefix` ends with `/`: `knowledge/12/` never takes
   * `knowledge/123/…`), as when a team is gone. Answers how many went.
   */
  deletePrefix(prefix: string): Promise<number>;
  /** Every stored object, in key order: what a backup copies. */
  list(): AsyncIterable<StoredObject>;
  /** The bytes as a stream (for copies too large to hold at once), or null when the key is unknown. */
  read(key: string): Promise<{ body: Readable; contentType?: string } | null>;
  /** Stores `size` bytes from a stream, as a restore does. */
  write(key: string, body: Readable, size: number, contentType: string): Promise<void>;
}

/** A folder's prefix as deletePrefix takes it; anything else is a bug in the caller. */
export function folderPrefix(prefix: string): string {
  if (!/^[^/].*\/$/.test(prefix) || prefix.split('/').includes('..'))
    throw new Error(`bad storage folder ${prefix}`);
  return prefix;
}
