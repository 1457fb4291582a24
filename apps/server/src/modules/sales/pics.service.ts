/**
 * Screenshots of a sale chat: checked by content when they arrive (PNG, JPEG or WebP, within the
 * size and pixel limits), stored through the storage backend, ordered and deleted.
 */
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { type Locale } from '@miaoyu/contracts';
import {
  SALE_PIC_MAX_BYTES,
  SALE_PIC_MAX_PIXELS,
  SALE_PIC_MAX_SIDE,
  SALE_PICS_MAX,
  type SaleChat,
} from '@miaoyu/contracts/sales';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { cleanFileName } from '../../lib/upload';
import { actingOrg, saleChatAccess, refuseWhileReading } from './access';
import { reloadSaleChat } from './chats.service';
import { touchSaleChat } from './chats.repo';
import {
  chatPics,
  countChatPics,
  deleteSalePic,
  findPicChat,
  insertSalePic,
  setPicPosition,
} from './pics.repo';
import { picErrorParams } from './view';

const FORMATS: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export interface CheckedPic {
  contentType: string;
  width: number;
  height: number;
  /** It carries EXIF metadata (a camera's, a location). */
  exif: boolean;
}

/** What the bytes are, read from their header only: a 20000×20000 image is refused undecoded. */
export async function checkPic(name: string, bytes: Buffer): Promise<CheckedPic> {
  const params = picErrorParams(name);
  if (bytes.length > SALE_PIC_MAX_BYTES) throw new AppError(413, 'SALE_PIC_TOO_BIG', params);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(422, 'SALE_PIC_UNSUPPORTED', params);
  }
  const contentType = meta.format ? FORMATS[meta.format] : undefined;
  if (!contentType) throw new AppError(422, 'SALE_PIC_UNSUPPORTED', params);
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new AppError(422, 'SALE_PIC_CORRUPT', params);
  // A screenshot is one picture: an animation is not one.
  if ((meta.pages ?? 1) > 1) throw new AppError(422, 'SALE_PIC_UNSUPPORTED', params);
  if (Math.max(width, height) > SALE_PIC_MAX_SIDE || width * height > SALE_PIC_MAX_PIXELS)
    throw new AppError(422, 'SALE_PIC_TOO_LARGE', params);
  return { contentType, width, height, exif: Boolean(meta.exif) };
}

/**
 * A photo from the camera roll may carry where it was taken: the copy kept for the team has no
 * metadata (turned upright first, since the turn was metadata too). Screenshots have none.
 */
async function withoutMetadata(pic: UploadedPic & CheckedPic): Promise<Buffer> {
  if (!pic.exif) return pic.bytes;
  try {
    const image = sharp(pic.bytes, {
      limitInputPixels: SALE_PIC_MAX_PIXELS,
      failOn: 'truncated',
    }).rotate();
    return await (
      pic.contentType === 'image/jpeg'
        ? image.jpeg({ quality: 92 })
        : pic.contentType === 'image/webp'
          ? image.webp({ quality: 92 })
          : image.png()
    ).toBuffer();
  } catch {
    throw new AppError(422, 'SALE_PIC_CORRUPT', picErrorParams(pic.name));
  }
}

export interface UploadedPic {
  name: string;
  bytes: Buffer;
}

/**
 * Adds the pictures after the chat's others, all or none: each is checked before any is stored.
 * A picture whose rows could not be written leaves no bytes behind.
 */
export async function addSalePics(
  app: FastifyInstance,
  caller: Caller,
  orgIdText: string | undefined,
  chatId: bigint,
  uploads: UploadedPic[],
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, orgIdText);
  await saleChatAccess(app.db, caller, orgId, chatId, { write: true });
  if (uploads.length === 0) throw new AppError(400, 'FILE_REQUIRED');
  const checked: Array<UploadedPic & CheckedPic> = [];
  for (const upload of uploads) {
    const name = cleanFileName(upload.name);
    checked.push({ name, bytes: upload.bytes, ...(await checkPic(name, upload.bytes)) });
  }
  const kept = await Promise.all(
    checked.map(async (pic) => ({
      ...pic,
      bytes: await withoutMetadata(pic),
      code: publicCode(20),
    })),
  );
  // The bytes go to storage before the rows, outside the transaction that holds the chat.
  const stored: string[] = [];
  try {
    for (const pic of kept) {
      await app.storage.put(`sale/${pic.code}`, pic.bytes, pic.contentType);
      stored.push(`sale/${pic.code}`);
    }
    await app.db.transaction(async (tx) => {
      await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
      const { count, last } = await countChatPics(tx, orgId, chatId);
      if (count + kept.length > SALE_PICS_MAX)
        throw new AppError(422, 'SALE_PICS_LIMIT', { limit: SALE_PICS_MAX });
      for (const [i, pic] of kept.entries())
        await insertSalePic(
          tx,
          { orgId, userId: caller.user.id, chatId },
          {
            ...pic,
            storageKey: `sale/${pic.code}`,
            size: pic.bytes.length,
            position: last + 1 + i,
          },
        );
      await touchSaleChat(tx, orgId, chatId);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => app.storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return reloadSaleChat(app.db, caller, orgId, chatId, locale);
}

/** Puts the chat's pictures in the order given; the list names each of them exactly once. */
export async function orderSalePics(
  app: FastifyInstance,
  caller: Caller,
  orgIdText: string | undefined,
  chatId: bigint,
  picIds: string[],
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, orgIdText);
  await app.db.transaction(async (tx) => {
    const { row } = await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    refuseWhileReading(row.chat.readingState);
    const pics = await chatPics(tx, orgId, chatId);
    const known = new Set(pics.map((p) => String(p.id)));
    if (picIds.length !== known.size || new Set(picIds).size !== picIds.length)
      throw new AppError(422, 'SALE_PICS_ORDER');
    if (picIds.some((id) => !known.has(id))) throw new AppError(422, 'SALE_PICS_ORDER');
    for (const [position, id] of picIds.entries())
      await setPicPosition(tx, orgId, chatId, BigInt(id), position);
    await touchSaleChat(tx, orgId, chatId);
  });
  return reloadSaleChat(app.db, caller, orgId, chatId, locale);
}

/** Deletes one picture (by its own id, in the caller's acting org) and then its bytes. */
export async function deleteSalePicture(
  app: FastifyInstance,
  caller: Caller,
  orgIdText: string | undefined,
  picId: bigint,
): Promise<void> {
  const orgId = actingOrg(caller, orgIdText);
  const storageKey = await app.db.transaction(async (tx) => {
    const chatId = await findPicChat(tx, orgId, picId);
    if (chatId === null) throw new AppError(404, 'NOT_FOUND');
    const { row } = await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    refuseWhileReading(row.chat.readingState);
    const key = await deleteSalePic(tx, orgId, chatId, picId);
    await touchSaleChat(tx, orgId, chatId);
    return key;
  });
  if (storageKey) await app.storage.delete(storageKey).catch(() => undefined);
}
