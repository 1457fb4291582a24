/** Where uploaded bytes live. Rows in `files` say who may read them; this only stores. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
