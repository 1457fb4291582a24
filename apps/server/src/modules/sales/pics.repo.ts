/** The SQL of sale chats' screenshots: every query names the org and the chat it touches. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SaleTurn } from '@miaoyu/contracts/sales';
import type { Executor } from '../../db/client';
import { files, salePics } from '../../db/schema';

export type SalePicRow = typeof salePics.$inferSelect;
export type SalePicRecord = SalePicRow & { code: string; name: string; storageKey: string };

const withFile = {
  pic: salePics,
  code: files.code,
  name: files.name,
  storageKey: files.storageKey,
};

export async function chatPics(db: Executor, orgId: bigint, chatId: bigint) {
  const rows = await db
    .select(withFile)
    .from(salePics)
    .innerJoin(files, eq(files.id, salePics.fileId))
    .where(and(eq(salePics.orgId, orgId), eq(salePics.saleChatId, chatId)))
    .orderBy(asc(salePics.position), asc(salePics.id));
  return rows.map(({ pic, ...file }): SalePicRecord => ({ ...pic, ...file }));
}

export async function countChatPics(db: Executor, orgId: bigint, chatId: bigint) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${salePics.position}), -1)::int`,
    })
    .from(salePics)
    .where(and(eq(salePics.orgId, orgId), eq(salePics.saleChatId, chatId)));
  return row!;
}

export interface NewSalePic {
  code: string;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  position: number;
}

/** The file row and the picture row of one upload. */
export async function insertSalePic(
  db: Executor,
  scope: { orgId: bigint; userId: bigint; chatId: bigint },
  pic: NewSalePic,
) {
  const [file] = await db
    .insert(files)
    .values({
      code: pic.code,
      orgId: scope.orgId,
      userId: scope.userId,
      purpose: 'sale',
      name: pic.name,
      storageKey: pic.storageKey,
      contentType: pic.contentType,
      size: pic.size,
    })
    .returning({ id: files.id });
  const [row] = await db
    .insert(salePics)
    .values({
      orgId: scope.orgId,
      saleChatId: scope.chatId,
      fileId: file!.id,
      position: pic.position,
      width: pic.width,
      height: pic.height,
    })
    .returning({ id: salePics.id });
  return row!.id;
}

/** Deletes the picture and its file row; returns the storage key whose bytes are to go. */
export async function deleteSalePic(db: Executor, orgId: bigint, chatId: bigint, picId: bigint) {
  const [pic] = await db
    .delete(salePics)
    .where(and(eq(salePics.orgId, orgId), eq(salePics.saleChatId, chatId), eq(salePics.id, picId)))
    .returning({ fileId: salePics.fileId });
  if (!pic) return null;
  const [file] = await db
    .delete(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, pic.fileId)))
    .returning({ storageKey: files.storageKey });
  return file?.storageKey ?? null;
}

/** Storage keys of every picture of the chat (before the chat is deleted). */
export async function chatPicFiles(db: Executor, orgId: bigint, chatId: bigint) {
  return db
    .select({ fileId: files.id, storageKey: files.storageKey })
    .from(salePics)
    .innerJoin(files, eq(files.id, salePics.fileId))
    .where(and(eq(salePics.orgId, orgId), eq(salePics.saleChatId, chatId)));
}

export async function deleteOrgFiles(db: Executor, orgId: bigint, fileIds: bigint[]) {
  if (fileIds.length === 0) return;
  await db.delete(files).where(and(eq(files.orgId, orgId), inArray(files.id, fileIds)));
}

export async function setPicPosition(
  db: Executor,
  orgId: bigint,
  chatId: bigint,
  picId: bigint,
  position: number,
) {
  await db
    .update(salePics)
    .set({ position })
    .where(and(eq(salePics.orgId, orgId), eq(salePics.saleChatId, chatId), eq(salePics.id, picId)));
}

export async function setPicReading(
  db: Executor,
  orgId: bigint,
  picId: bigint,
  values: { state: SalePicRow['state']; error?: string | null; turns?: SaleTurn[] },
) {
  await db
    .update(salePics)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(salePics.orgId, orgId), eq(salePics.id, picId)));
}

/** The chat a picture of the org belongs to, or null. */
export async function findPicChat(db: Executor, orgId: bigint, picId: bigint) {
  const [row] = await db
    .select({ chatId: salePics.saleChatId })
    .from(salePics)
    .where(and(eq(salePics.orgId, orgId), eq(salePics.id, picId)));
  return row?.chatId ?? null;
}

/**
 * The picture stored as this file, with its org and chat. By file alone: a file's reader is
 * known only by the file's code, and the chat's own rules then decide.
 */
export async function findPicByFile(db: Executor, fileId: bigint) {
  const [row] = await db
    .select({ orgId: salePics.orgId, chatId: salePics.saleChatId })
    .from(salePics)
    .where(eq(salePics.fileId, fileId));
  return row ?? null;
}
