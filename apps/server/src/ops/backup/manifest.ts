import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** Something the person running the command must fix: told as it is, without a stack trace. */
export class BackupError extends Error {
  constructor(
    message: string,
    /** 2: refused before anything was touched; 1: went wrong on the way. */
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** `1 file`, `2 files`: the summaries are read by people. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const FORMAT = 'miaoyu-backup';
/** Raised when the layout changes in a way an older restore would misread. */
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';
/** The file store's objects sit under this folder, each at its key. */
export const FILES = 'files';

/** A path inside the backup folder: what a manifest names must not lead out of it. */
const innerPath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (p) => !p.includes('\\') && p.split('/').every((part) => part && part !== '.' && part !== '..'),
    'not a path inside the backup folder',
  );

const schemaState = z.object({
  /** Migrations applied. */
  migrations: z.number().int().min(0),
  /** The newest one's tag, as this code names it. */
  newest: z.string(),
  /** When the newest was generated (drizzle's `created_at`): what "newer than the code" compares. */
  newestAt: z.number().int().min(0),
});
export type SchemaState = z.infer<typeof schemaState>;

const databaseFacts = z.object({
  kind: z.enum(['postgres', 'pglite']),
  /** The server's version, for a person reading the manifest. */
  server: z.string(),
  schema: schemaState,
  /** Rows of every table (`schema.table`) when the dump was taken, to compare after a restore. */
  rows: z.record(z.string(), z.number().int().min(0)),
});
export type DatabaseFacts = z.infer<typeof databaseFacts>;

const backupFile = z.object({
  path: innerPath,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** What S3 held as the object's type, given back to it on a restore. */
  contentType: z.string().max(255).optional(),
});
export type BackupFile = z.infer<typeof backupFile>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  database: databaseFacts,
  /** Every file of the backup but this manifest: the dump and the file store's objects. */
  files: z.array(backupFile),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of a backup folder, or a refusal saying what is wrong with it. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no readable ${MANIFEST}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(folder, MANIFEST)} is not valid JSON`);
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== FORMAT)
    throw new BackupError(`${folder} is not a 妙语 AI Studio backup (${MANIFEST} says otherwise)`);
  if (head.data.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `${folder} has backup format ${head.data.formatVersion}; this version reads format ` +
        `${FORMAT_VERSION} only${head.data.formatVersion > FORMAT_VERSION ? ' (restore it with the version that made it)' : ''}`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      `${path.join(folder, MANIFEST)} is damaged: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  return parsed.data;
}

/** Counts and hashes what flows through it. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  override _transform(
    chunk: Buffer,
    _encoding: string,
    done: (e?: Error | null, c?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }
}

/** Copies a stream into a new file, answering the bytes' checksum and size. */
export async function copyHashing(
  body: Readable,
  file: string,
): Promise<{ sha256: string; size: number }> {
  const digest = new Digest();
  await pipeline(body, digest, createWriteStream(file, { flags: 'wx' }));
  return { sha256: digest.hash.digest('hex'), size: digest.size };
}

export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Checks every file the manifest names against its checksum, before a restore touches anything.
 * A missing file, another size or another checksum refuses the whole backup.
 */
export async function verifyFiles(folder: string, manifest: Manifest): Promise<void> {
  if (!manifest.files.some((file) => file.path === DUMP))
    throw new BackupError(`${path.join(folder, MANIFEST)} names no ${DUMP}`);
  for (const file of manifest.files) {
    const full = path.join(folder, ...file.path.split('/'));
    let actual: { sha256: string; size: number };
    try {
      actual = await hashFile(full);
    } catch {
      throw new BackupError(`The backup is incomplete: ${full} is missing; nothing was restored`);
    }
    if (actual.size !== file.size || actual.sha256 !== file.sha256)
      throw new BackupError(
        `The backup is damaged: ${full} does not match its checksum in ${MANIFEST}; nothing was restored`,
      );
  }
}
