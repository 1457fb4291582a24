import sharp from 'sharp';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_TEXT_EXTENSIONS,
  CHAT_TEXT_FILE_MAX_BYTES,
  type ChatAttachment,
} from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import type { ChatAttachmentRef } from '../../db/schema';
import { publicCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { cleanFileName } from '../../lib/upload';
import type { Caller } from '../../lib/scope';
import type { FileStorage } from '../../plugins/storage/types';
import { fileUrl } from '../files';
import { insertChatFile, userChatFiles } from './repo';

const IMAGE_FORMATS: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const TEXT_EXTENSIONS = new Set<string>(CHAT_TEXT_EXTENSIONS);

/** An image's type and size in pixels, from its header alone; null when it is no image. */
async function imageOf(bytes: Buffer): Promise<{ type: string; pixels: number } | null> {
  try {
    const {
      format,
      width = 0,
      height = 0,
    } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    const type = format && IMAGE_FORMATS[format];
    return type ? { type, pixels: width * height } : null;
  } catch {
    return null;
  }
}

/** UTF-8 text without NUL or other binary control bytes (tab, newline, carriage return allowed). */
export function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Decides what an upload is by its content: an image (png, jpeg, webp, gif) or a text file whose
 * extension is a text or code type and whose bytes are UTF-8 text. A name can't make a PNG text.
 */
export async function classify(name: string, bytes: Buffer) {
  const image = await imageOf(bytes);
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if (image) {
    // A picture named as a text file (photo.txt) is a mismatch, not an image to show as "photo.txt".
    if (TEXT_EXTENSIONS.has(extension)) throw new AppError(422, 'ATTACHMENT_INVALID', { name });
    if (bytes.length > CHAT_IMAGE_MAX_BYTES)
      throw new AppError(413, 'ATTACHMENT_TOO_LARGE', { name, limit: mb(CHAT_IMAGE_MAX_BYTES) });
    // A few hundred kilobytes can decode into gigabytes: every thumbnail of it would cost seconds.
    if (image.pixels > CHAT_IMAGE_MAX_PIXELS)
      throw new AppError(422, 'ATTACHMENT_TOO_MANY_PIXELS', {
        name,
        pixels: `${CHAT_IMAGE_MAX_PIXELS / 1_000_000}M`,
      });
    return { kind: 'image' as const, contentType: image.type };
  }
  if (!TEXT_EXTENSIONS.has(extension) || !isPlainText(bytes))
    throw new AppError(422, 'ATTACHMENT_INVALID', { name });
  if (bytes.length > CHAT_TEXT_FILE_MAX_BYTES)
    throw new AppError(413, 'ATTACHMENT_TOO_LARGE', { name, limit: mb(CHAT_TEXT_FILE_MAX_BYTES) });
  return { kind: 'text' as const, contentType: 'text/plain; charset=utf-8' };
}

export function toAttachment(ref: ChatAttachmentRef): ChatAttachment {
  return { ...ref, url: fileUrl(ref.code) };
}

export async function saveAttachment(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  rawName: string,
  bytes: Buffer,
): Promise<ChatAttachment> {
  const name = cleanFileName(rawName);
  const { kind, contentType } = await classify(name, bytes);
  const code = publicCode(20);
  const storageKey = `chat/${code}`;
  await storage.put(storageKey, bytes, contentType);
  await insertChatFile(db, caller.user.id, {
    code,
    name,
    storageKey,
    contentType,
    size: bytes.length,
    orgId: caller.user.currentOrgId,
  });
  return toAttachment({ code, kind, name, size: bytes.length, contentType });
}

/** The caller's own chat uploads by code, in the order given; an unknown code is a 422. */
export async function ownAttachments(
  db: Db,
  caller: Caller,
  codes: string[],
): Promise<ChatAttachmentRef[]> {
  if (codes.length === 0) return [];
  return attachmentsInOrder(codes, await userChatFiles(db, caller.user.id, codes));
}

type StoredFile = { code: string; name: string; size: number; contentType: string };

/** The files found for the codes asked for, in their order; a code not found is a 422. */
export function attachmentsInOrder(codes: string[], rows: StoredFile[]): ChatAttachmentRef[] {
  return codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new AppError(422, 'ATTACHMENT_NOT_FOUND');
    return {
      code,
      kind: row.contentType.startsWith('image/') ? 'image' : 'text',
      name: row.name,
      size: row.size,
      contentType: row.contentType,
    };
  });
}
