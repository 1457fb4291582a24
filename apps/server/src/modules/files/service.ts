import type { Db, Executor } from '../../db/client';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { normaliseImage } from '../../lib/images';
import type { FileStorage } from '../../plugins/storage/types';
import type { FilePurposes, FileReader, ImagePurpose } from './purposes';
import { thumbnail } from './thumbnails';
import { deleteOwnedFile, findFileByCode, insertFile, type FileOwner } from './repo';

type Owner = { orgId: bigint | null; userId: bigint };

/** Stores an uploaded image (checked, resized, re-encoded) and records who owns it. */
export async function saveImage(
  db: Executor,
  storage: FileStorage,
  owner: Owner,
  purpose: ImagePurpose,
  bytes: Buffer,
): Promise<string> {
  const [code] = await saveImages(db, storage, owner, purpose, [bytes]);
  return code!;
}

/** Several images, all checked before any is stored: one bad file leaves nothing behind. */
export async function saveImages(
  db: Executor,
  storage: FileStorage,
  owner: Owner,
  purpose: ImagePurpose,
  uploads: Buffer[],
): Promise<string[]> {
  const bodies = await Promise.all(uploads.map((bytes) => normaliseImage(bytes, purpose.maxSide)));
  const codes: string[] = [];
  for (const body of bodies)
    codes.push(await storeImage(db, storage, owner, purpose.purpose, body));
  return codes;
}

async function storeImage(
  db: Executor,
  storage: FileStorage,
  owner: Owner,
  purpose: ImagePurpose['purpose'],
  body: Buffer,
) {
  const code = publicCode(20);
  const storageKey = `${purpose}/${code}.webp`;
  await storage.put(storageKey, body, 'image/webp');
  await insertFile(db, owner, {
    code,
    purpose,
    storageKey,
    contentType: 'image/webp',
    size: body.length,
  });
  return code;
}

/**
 * A file for a reader, as its purpose's module allows (`identify` checks the caller's token,
 * asked only by purposes whose files are not read by their unguessable 20-character code
 * alone). A file of a purpose no module declared is not served.
 */
export async function readFile(
  db: Db,
  storage: FileStorage,
  purposes: FilePurposes,
  code: string,
  identify: () => Promise<FileReader>,
  /** An image's thumbnail width; other files come whole. */
  width?: number,
) {
  const row = await findFileByCode(db, code);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const purpose = purposes.get(row.purpose);
  if (!purpose) throw new AppError(404, 'NOT_FOUND');
  if (purpose.canRead && !(await purpose.canRead(row, identify, db)))
    throw new AppError(404, 'NOT_FOUND');
  const read = () => storage.get(row.storageKey);
  const image = row.contentType.startsWith('image/');
  const body = width && image ? await thumbnail(row.code, width, read) : await read();
  if (!body) throw new AppError(404, 'NOT_FOUND');
  return { body, contentType: width && image ? 'image/webp' : row.contentType };
}

/** Removes a file of its owner (a user's avatar, a team's logo) and its bytes. */
export async function deleteFile(
  db: Executor,
  storage: FileStorage,
  owner: FileOwner,
  code: string,
): Promise<void> {
  const key = await deleteOwnedFile(db, owner, code);
  if (key) await storage.delete(key).catch(() => undefined);
}
