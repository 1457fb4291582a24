/**
 * Files a visitor sends a bot: what they are is decided by their content (an image, or text), as
 * for the chat. They are read by their unguessable code, so the visitor's page and the agent's
 * inbox can show them in plain `<img>` tags; only their sender can attach them to a question.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDay, DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import { VISITOR_FILE_MAX_BYTES, type VisitorFile } from '@miaoyu/contracts/bot';
import type { Config } from '../../../config';
import type { Db, Executor } from '../../../db/client';
import type { ChatAttachmentRef } from '../../../db/schema';
import { publicCode } from '../../../lib/crypto';
import type { Visitor } from '../../../lib/scope';
import { AppError } from '../../../lib/errors';
import { cleanFileName, readNamedFile, sizeText } from '../../../lib/upload';
import { clientAddressKey } from '../../../plugins/rate-limit';
import type { FileStorage } from '../../../plugins/storage/types';
import { attachmentsInOrder, classify, toAttachment } from '../../chat';
import { countUpload, type OpenBot } from './bot-access';
import {
  insertVisitorFile,
  lockVisitorFiles,
  visitorBytesToday,
  visitorFiles,
} from './visitor-files.repo';

/**
 * Refuses a file once the team's bots have taken their day's bytes from visitors (413): checked
 * before the body is read (room for a byte), with the file's size before it is stored, and
 * again, under the team's lock, as it is recorded (uploads side by side cannot overshoot).
 */
async function requireVisitorFilesRoom(
  db: Executor,
  visitor: Visitor,
  dailyBytes: number,
  incoming: number,
): Promise<void> {
  if ((await visitorBytesToday(db, visitor.orgId)) + incoming > dailyBytes)
    throw new AppError(413, 'VISITOR_FILES_DAILY_CAP', { limit: sizeText(dailyBytes) });
}

/** A day's counter outlives the day a little: its key names the day, so it never spans two. */
const DAY_WINDOW_MS = 26 * 3_600_000;

/**
 * One address's bytes of a team's day, however many visitor ids it makes: counted in Redis when
 * it is configured (so across instances), else in this process.
 */
function addressShare(
  app: FastifyInstance,
  request: FastifyRequest,
  config: Config,
  orgId: bigint,
) {
  const day = calendarDay(new Date(), DEFAULT_TIME_ZONE);
  const key = `bot:up:bytes:${orgId}:${clientAddressKey(request.ip)}:${day}`;
  const limit = Math.floor(
    (config.VISITOR_FILES_MB_PER_DAY * 1024 * 1024 * config.VISITOR_FILES_ADDRESS_PERCENT) / 100,
  );
  const full = () => new AppError(413, 'VISITOR_FILES_ADDRESS_CAP', { limit: sizeText(limit) });
  return {
    /** Refuses when not even a byte more fits. */
    async requireRoom() {
      if ((await app.hits(key, DAY_WINDOW_MS, 0)).current + 1 > limit) throw full();
    },
    /** Counts `bytes` in one step (side-by-side uploads cannot overshoot), or refuses them. */
    async reserve(bytes: number) {
      if ((await app.hits(key, DAY_WINDOW_MS, bytes)).current <= limit) return;
      await app.hits(key, DAY_WINDOW_MS, -bytes);
      throw full();
    },
    release: (bytes: number) => app.hits(key, DAY_WINDOW_MS, -bytes).then(() => undefined),
  };
}

/**
 * A visitor's upload, counted against their allowance, their address's share of the team's day
 * and the team's day before its body is read (a refused upload costs no bytes), then checked
 * and stored.
 */
export async function receiveVisitorFile(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  { bot, visitor }: { bot: OpenBot; visitor: Visitor },
): Promise<VisitorFile> {
  await countUpload(app, request, bot, visitor, config.VISITOR_IP_RATE_PER_MINUTE);
  const dailyBytes = config.VISITOR_FILES_MB_PER_DAY * 1024 * 1024;
  const share = addressShare(app, request, config, visitor.orgId);
  await share.requireRoom();
  await requireVisitorFilesRoom(app.db, visitor, dailyBytes, 1);
  const file = await readNamedFile(request, VISITOR_FILE_MAX_BYTES);
  await share.reserve(file.bytes.length);
  try {
    return await saveVisitorFile(app.db, app.storage, visitor, file.name, file.bytes, dailyBytes);
  } catch (error) {
    await share.release(file.bytes.length).catch(() => undefined);
    throw error;
  }
}

async function saveVisitorFile(
  db: Db,
  storage: FileStorage,
  visitor: Visitor,
  rawName: string,
  bytes: Buffer,
  dailyBytes: number,
): Promise<VisitorFile> {
  await requireVisitorFilesRoom(db, visitor, dailyBytes, bytes.length);
  const name = cleanFileName(rawName);
  const { kind, contentType } = await classify(name, bytes);
  const code = publicCode(20);
  const storageKey = `visitor/${code}`;
  await storage.put(storageKey, bytes, contentType);
  try {
    await db.transaction(async (tx) => {
      await lockVisitorFiles(tx, visitor.orgId);
      await requireVisitorFilesRoom(tx, visitor, dailyBytes, bytes.length);
      const size = bytes.length;
      await insertVisitorFile(tx, visitor, { code, name, storageKey, contentType, size });
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return {
    fileId: code,
    attachment: toAttachment({ code, kind, name, size: bytes.length, contentType }),
  };
}

/** The visitor's own uploads by id, in the order given; another's or an unknown id is a 422. */
export async function visitorAttachments(
  db: Db,
  visitor: Visitor,
  codes: string[],
): Promise<ChatAttachmentRef[]> {
  if (codes.length === 0) return [];
  const rows = await visitorFiles(db, visitor, codes);
  return attachmentsInOrder(codes, rows);
}
