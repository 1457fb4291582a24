import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredObject } from '../../plugins/storage/types';
import { BackupError, copyHashing, FILES, type BackupFile } from './manifest';

/** Objects copied side by side: S3 answers each after a round trip. */
const AT_ONCE = 8;

/** Keys become paths in the backup folder: one that could leave it is refused, not copied. */
function safeKey(key: string): string {
  if (!key || key.includes('\\') || key.split('/').some((part) => !part || part === '..'))
    throw new BackupError(`The file store holds a key that cannot be a file name: ${key}`, 1);
  return key;
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += AT_ONCE)
    await Promise.all(items.slice(i, i + AT_ONCE).map(work));
}

/** Every object of the store, by key. */
export async function storedObjects(storage: FileStorage): Promise<Map<string, number>> {
  const objects = new Map<string, number>();
  for await (const { key, size } of storage.list()) objects.set(key, size);
  return objects;
}

/**
 * Copies every object of the store into `<folder>/files/<key>`, streamed and hashed on the way.
 * One deleted between the listing and its copy is left out (it was going anyway).
 */
export async function backupFiles(storage: FileStorage, folder: string): Promise<BackupFile[]> {
  const listed: StoredObject[] = [];
  for await (const object of storage.list()) listed.push(object);
  const copied: BackupFile[] = [];
  await inBatches(listed, async ({ key }) => {
    const object = await storage.read(safeKey(key));
    if (!object) return;
    const target = path.join(folder, FILES, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const { sha256, size } = await copyHashing(object.body, target);
    copied.push({ path: `${FILES}/${key}`, size, sha256, contentType: object.contentType });
  });
  return copied.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The store's key of a backup file under files/, or null for the dump. */
export const keyOf = (file: BackupFile) =>
  file.path.startsWith(`${FILES}/`) ? file.path.slice(FILES.length + 1) : null;

/**
 * Writes the backup's objects into the store, then removes those it held that the backup does
 * not (a forced restore replaces the store, as it replaces the database).
 */
export async function restoreFiles(
  storage: FileStorage,
  folder: string,
  files: BackupFile[],
  before: Map<string, number>,
): Promise<void> {
  const objects = files.filter((file) => keyOf(file) !== null);
  await inBatches(objects, async (file) => {
    const body = createReadStream(path.join(folder, ...file.path.split('/')));
    await storage.write(
      keyOf(file)!,
      body,
      file.size,
      file.contentType ?? 'application/octet-stream',
    );
  });
  const kept = new Set(objects.map(keyOf));
  await inBatches(
    [...before.keys()].filter((key) => !kept.has(key)),
    (key) => storage.delete(key),
  );
}

/** Where the store differs from the backup after a restore, key by key. */
export function fileDifferences(files: BackupFile[], now: Map<string, number>): string[] {
  const expected = new Map(
    files.flatMap((file) => (keyOf(file) === null ? [] : [[keyOf(file)!, file.size] as const])),
  );
  const keys = [...new Set([...expected.keys(), ...now.keys()])].sort();
  return keys
    .filter((key) => expected.get(key) !== now.get(key))
    .map(
      (key) =>
        `${key}: ${expected.get(key) ?? 'absent'} bytes in the backup, ${now.get(key) ?? 'absent'} now`,
    );
}
