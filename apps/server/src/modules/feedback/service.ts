import type { Feedback, FeedbackFields } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import type { FileStorage } from '../../plugins/storage/types';
import { saveImages, fileUrl } from '../files';
import { FEEDBACK_FILES } from './file-purposes';
import {
  adminFindFeedback,
  adminPageOfFeedback,
  adminReplyToFeedback,
  adminSetFeedbackStatus,
  detailsOf,
  insertUserFeedback,
  pageOfUserFeedback,
  type FeedbackFilter,
  type FeedbackRow,
} from './repo';

type Page = { offset: number; limit: number };

export async function createFeedback(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  fields: FeedbackFields,
  screenshots: Buffer[],
) {
  const { user } = caller;
  // Images are checked and stored first: a bad screenshot leaves no half-written feedback.
  const codes = await saveImages(
    db,
    storage,
    { orgId: null, userId: user.id },
    FEEDBACK_FILES,
    screenshots,
  );
  const row = await insertUserFeedback(db, user.id, { orgId: user.currentOrgId, ...fields }, codes);
  return (await withDetails(db, [row]))[0]!;
}

/** Screenshots, replies and author for a page of feedback rows. */
async function withDetails(db: Db, rows: FeedbackRow[]): Promise<Feedback[]> {
  if (rows.length === 0) return [];
  const [shots, replies, authors] = await detailsOf(db, rows);
  return rows.map((row) => {
    const author = authors.find((a) => a.id === row.userId);
    return {
      id: row.id.toString(),
      type: row.type,
      content: row.content,
      contact: row.contact,
      status: row.status,
      screenshots: shots.filter((s) => s.feedbackId === row.id).map((s) => fileUrl(s.code)),
      replies: replies
        .filter((r) => r.reply.feedbackId === row.id)
        .map((r) => ({
          id: r.reply.id.toString(),
          content: r.reply.content,
          authorNickname: r.nickname ?? '',
          createdAt: r.reply.createdAt.toISOString(),
        })),
      author: {
        id: row.userId.toString(),
        nickname: author?.nickname ?? '',
        phone: author?.phone ?? '',
      },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The caller's own feedback, newest first. */
export async function myFeedback(db: Db, caller: Caller, page: Page) {
  const { rows, total } = await pageOfUserFeedback(db, caller.user.id, page);
  return { list: await withDetails(db, rows), total };
}

/** Everyone's feedback, for platform admins. */
export async function allFeedback(db: Db, caller: Caller, filter: FeedbackFilter, page: Page) {
  requirePlatformAdminScope(caller);
  const { rows, total } = await adminPageOfFeedback(db, filter, page);
  return { list: await withDetails(db, rows), total };
}

async function existing(db: Db, id: bigint): Promise<FeedbackRow> {
  const row = await adminFindFeedback(db, id);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

export async function replyToFeedback(db: Db, caller: Caller, id: bigint, content: string) {
  requirePlatformAdminScope(caller);
  await existing(db, id);
  await db.transaction(async (tx) => {
    await adminReplyToFeedback(tx, id, caller.user.id, content);
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
    });
  });
  return (await withDetails(db, [await existing(db, id)]))[0]!;
}

export async function closeFeedback(db: Db, caller: Caller, id: bigint) {
  requirePlatformAdminScope(caller);
  await existing(db, id);
  await db.transaction(async (tx) => {
    await adminSetFeedbackStatus(tx, id, 'closed');
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'feedback.close',
      targetType: 'feedback',
      targetId: id,
    });
  });
  return (await withDetails(db, [await existing(db, id)]))[0]!;
}
