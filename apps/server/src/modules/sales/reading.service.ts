/**
 * Reading a sale chat's screenshots is a background job: the request marks the chat queued and
 * enqueues the job; the job reads each picture (OCR threads or a vision model), keeps each
 * picture's turns and joins them into the chat's dialogue, saying how far it got as it goes.
 * Every write names the reading it belongs to, so a reading given up or replaced writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@miaoyu/contracts';
import type { SaleChat, SaleTurn } from '@miaoyu/contracts/sales';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { actingOrg, isReadingBusy, refuseWhileReading, saleChatAccess } from './access';
import { reloadSaleChat } from './chats.service';
import { findOrgSaleChat, updateOrgSaleChat, updateReading } from './chats.repo';
import { chatPics, setPicReading, type SalePicRecord } from './pics.repo';
import { stitchTurns } from './reading/stitch';
import { boundTurns } from './turns';

export const READ_JOB = 'sales.read';
/** How long one job may read before its remaining pictures end as too slow (under its expiry). */
export const READ_JOB_DEADLINE_MS = 8 * 60_000;

export interface ReadJob {
  orgId: string;
  chatId: string;
  picIds: string[];
  /** The reading this job does: when it was asked for (ISO time). */
  token: string;
}

/** Reads one stored picture into turns; throws an AppError whose code says why it cannot. */
export type PictureReader = (pic: SalePicRecord, signal: AbortSignal) => Promise<SaleTurn[]>;
/** The reader of a chat's pictures: its sales helper's choice of OCR or a vision model. */
export type ReaderFor = (orgId: bigint, helperId: bigint | null) => Promise<PictureReader>;

/** `POST /v1/saleChat/getChatByPic`: queues the reading of the chat's pictures. */
export async function startReading(
  app: FastifyInstance,
  caller: Caller,
  input: { orgId?: string; id: string; picIds?: string[] },
  locale: Locale,
): Promise<SaleChat> {
  const orgId = actingOrg(caller, input.orgId);
  const chatId = BigInt(input.id);
  const token = new Date();
  const job = await app.db.transaction(async (tx) => {
    const { row } = await saleChatAccess(tx, caller, orgId, chatId, { write: true, lock: true });
    refuseWhileReading(row.chat.readingState);
    const pics = await chatPics(tx, orgId, chatId);
    if (pics.length === 0) throw new AppError(422, 'SALE_NO_PICS');
    let chosen: SalePicRecord[];
    if (input.picIds) {
      const asked = new Set(input.picIds);
      chosen = pics.filter((p) => asked.has(String(p.id)));
      if (chosen.length !== asked.size) throw new AppError(404, 'NOT_FOUND');
    } else {
      // New and failed pictures; all of them again when every one was read already.
      chosen = pics.filter((p) => p.state !== 'done');
      if (chosen.length === 0) chosen = pics;
    }
    await updateOrgSaleChat(tx, orgId, chatId, {
      readingState: 'queued',
      readingDone: 0,
      readingTotal: chosen.length,
      readingError: null,
      readingStartedAt: token,
      readingFinishedAt: null,
    });
    return {
      orgId: String(orgId),
      chatId: String(chatId),
      picIds: chosen.map((p) => String(p.id)),
      token: token.toISOString(),
    };
  });
  try {
    await app.jobs.send<ReadJob>(READ_JOB, job);
  } catch (err) {
    app.log.error({ err }, 'could not queue a screenshot reading');
    await updateReading(app.db, orgId, chatId, token, {
      readingState: 'failed',
      readingError: 'SALE_READER_UNAVAILABLE',
      readingFinishedAt: new Date(),
    });
  }
  return reloadSaleChat(app.db, caller, orgId, chatId, locale);
}

/**
 * The dialogue after reading: when only pictures after every picture read before were read,
 * they continue the dialogue as it stands (with the salesperson's corrections); otherwise the
 * dialogue is joined again from every picture read.
 */
function joinedTurns(current: SaleTurn[], pics: SalePicRecord[], readIds: Set<bigint>) {
  const earlier = pics.filter((p) => !readIds.has(p.id) && p.state === 'done');
  const first = Math.min(...pics.filter((p) => readIds.has(p.id)).map((p) => p.position));
  const appended = earlier.every((p) => p.position < first);
  const read = pics.filter((p) => readIds.has(p.id) && p.state === 'done').map((p) => p.turns);
  if (appended && earlier.length > 0) return boundTurns(stitchTurns([current, ...read]));
  return boundTurns(stitchTurns(pics.filter((p) => p.state === 'done').map((p) => p.turns)));
}

const errorCode = (error: unknown) =>
  error instanceof AppError ? error.code : 'SALE_READER_UNAVAILABLE';

/**
 * The job. A picture that cannot be read says why and the others are read; past the deadline the
 * rest end as too slow. On shutdown (`stopping`) it throws, so the job runs again elsewhere.
 */
export async function runReading(
  app: FastifyInstance,
  readerFor: ReaderFor,
  job: ReadJob,
  stopping: AbortSignal,
) {
  const orgId = BigInt(job.orgId);
  const chatId = BigInt(job.chatId);
  const token = new Date(job.token);
  const chat = await findOrgSaleChat(app.db, orgId, chatId);
  if (!chat || !isReadingBusy(chat.chat.readingState)) return;
  if (chat.chat.readingStartedAt?.getTime() !== token.getTime()) return;
  const wanted = new Set(job.picIds.map(BigInt));
  const pics = (await chatPics(app.db, orgId, chatId)).filter((p) => wanted.has(p.id));
  const progress = (values: Parameters<typeof updateReading>[4]) =>
    updateReading(app.db, orgId, chatId, token, values);
  if (!(await progress({ readingState: 'reading', readingDone: 0, readingTotal: pics.length })))
    return;
  const signal = AbortSignal.any([stopping, AbortSignal.timeout(READ_JOB_DEADLINE_MS)]);
  let firstError: string | null = null;
  try {
    const read = await readerFor(orgId, chat.chat.helperId);
    for (const [i, pic] of pics.entries()) {
      await setPicReading(app.db, orgId, pic.id, { state: 'reading', error: null });
      try {
        if (signal.aborted) throw new AppError(422, 'SALE_PIC_TIMEOUT');
        const turns = boundTurns(await read(pic, signal));
        await setPicReading(app.db, orgId, pic.id, { state: 'done', error: null, turns });
      } catch (error) {
        if (stopping.aborted) throw error;
        const code = signal.aborted ? 'SALE_PIC_TIMEOUT' : errorCode(error);
        if (!(error instanceof AppError))
          app.log.error({ err: error }, 'screenshot reading failed');
        firstError ??= code;
        await setPicReading(app.db, orgId, pic.id, { state: 'failed', error: code, turns: [] });
      }
      if (!(await progress({ readingDone: i + 1 }))) return;
    }
    const after = await chatPics(app.db, orgId, chatId);
    const current = (await findOrgSaleChat(app.db, orgId, chatId))?.chat.turns ?? [];
    const anyRead = after.some((p) => wanted.has(p.id) && p.state === 'done');
    await progress({
      ...(anyRead ? { turns: joinedTurns(current, after, wanted) } : {}),
      readingState: anyRead ? 'done' : 'failed',
      readingError: firstError,
      readingFinishedAt: new Date(),
    });
  } catch (error) {
    // Stopping: the job fails this try and runs again, on this instance or another.
    if (stopping.aborted) throw error;
    app.log.error({ err: error }, 'screenshot reading job failed');
    await progress({
      readingState: 'failed',
      readingError: 'SALE_READER_UNAVAILABLE',
      readingFinishedAt: new Date(),
    });
  }
}
