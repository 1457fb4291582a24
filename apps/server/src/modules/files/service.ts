import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { files } from '../../db/schema';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { normaliseImage } from '../../lib/images';
import type { FileStorage } from '../../plugins/storage/types';

type Purpose = (typeof files.$inferSelect)['purpose'];

const MAX_SIDE: Record<Purpose, number> = { avatar: 256, logo: 256, feedback: 2048, chat: 2048 };

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
  await db.insert(files).values({
    code,
    purpose,
    storageKey,
    contentType: 'image/webp',
    size: body.length,
    orgId: owner.orgId,
    userId: owner.userId,
  });
  return code;
}

type Reader = { id: bigint; role: 'admin' | 'user' };

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
) {
  const [row] = await db.select().from(files).where(eq(files.code, code)).limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  if (row.purpose === 'feedback') {
    const reader = await identify();
    if (row.userId !== reader.id && reader.role !== 'admin') throw new AppError(404, 'NOT_FOUND');
  }
  // Chat attachments are private conversation content: their owner alone reads them.
  if (row.purpose === 'chat' && row.userId !== (await identify()).id)
    throw new AppError(404, 'NOT_FOUND');
  const body = await storage.get(row.storageKey);
  if (!body) throw new AppError(404, 'NOT_FOUND');
  return { body, contentType: row.contentType };
}

export async function deleteFile(db: Executor, storage: FileStorage, code: string): Promise<void> {
  const [row] = await db
    .delete(files)
    .where(eq(files.code, code))
    .returning({ key: files.storageKey });
  if (row) await storage.delete(row.key).catch(() => undefined);
}
