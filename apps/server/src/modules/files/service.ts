import type { Db, Executor } from '../../db/client';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { normaliseImage } from '../../lib/images';
import type { FileStorage } from '../../plugins/storage/types';
import type { Caller } from '../../lib/scope';
import { requireSalePicReader } from '../sales';
import { thumbnail } from './thumbnails';
import { deleteOwnedFile, findFileByCode, insertFile, type FileOwner, type FileRow } from './repo';

type Purpose = FileRow['purpose'];

const MAX_SIDE: Record<Purpose, number> = {
  avatar: 256,
  logo: 256,
  feedback: 2048,
  chat: 2048,
  visitor: 2048,
  sale: 2048,
};

type Owner = { orgId: bigint | null; userId: bigint };

/** Stores an uploaded image (checked, resized, re-encoded) and records who owns it. */
export async function saveImage(
  db: Executor,
  storage: FileStorage,
  owner: Owner,
  purpose: Purpose,
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
  purpose: Purpose,
  uploads: Buffer[],
): Promise<string[]> {
  const bodies = await Promise.all(
    uploads.map((bytes) => normaliseImage(bytes, MAX_SIDE[purpose])),
  );
  const codes: string[] = [];
  for (const body of bodies) codes.push(await storeImage(db, storage, owner, purpose, body));
  return codes;
}

async function storeImage(
  db: Executor,
  storage: FileStorage,
  owner: Owner,
  purpose: Purpose,
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

type Reader = Caller['user'];

/**
 * A file for a reader. Avatars and logos appear wherever their user or team does, in plain
 * `<img>` tags, so their unguessable 20-character code is the key; feedback screenshots go only
 * to their author and platform admins, chat attachments only to their owner (`identify` checks
 * the caller's token).
 */
export async function readFile(
  db: Db,
  storage: FileStorage,
  code: string,
  identify: () => Promise<Reader>,
  /** An image's thumbnail width; other files come whole. */
  width?: number,
) {
  const row = await findFileByCode(db, code);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  if (row.purpose === 'feedback') {
    const reader = await identify();
    if (row.userId !== reader.id && reader.role !== 'admin') throw new AppError(404, 'NOT_FOUND');
  }
  // Chat attachments are private conversation content: their owner alone reads them.
  if (row.purpose === 'chat' && row.userId !== (await identify()).id)
    throw new AppError(404, 'NOT_FOUND');
  // A customer's screenshots: whoever may read the sale chat.
  if (row.purpose === 'sale') await requireSalePicReader(db, await identify(), row.id);
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
