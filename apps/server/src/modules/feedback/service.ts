import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Feedback, FeedbackFields } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { feedbackFiles, feedbackReplies, feedbacks, files, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage/types';
import { saveImages } from '../files/service';
import { fileUrl } from '../files/url';

type FeedbackRow = typeof feedbacks.$inferSelect;

export async function createFeedback(
  db: Db,
  storage: FileStorage,
  author: { id: bigint; currentOrgId: bigint | null },
  fields: FeedbackFields,
  screenshots: Buffer[],
) {
  // Images are checked and stored first: a bad screenshot leaves no half-written feedback.
  const codes = await saveImages(
    db,
    storage,
    { orgId: null, userId: author.id },
    'feedback',
    screenshots,
  );
  const [row] = await db
    .insert(feedbacks)
    .values({ userId: author.id, orgId: author.currentOrgId, ...fields })
    .returning();
  if (codes.length > 0) {
    const stored = await db.select({ id: files.id }).from(files).where(inArray(files.code, codes));
    await db
      .insert(feedbackFiles)
      .values(stored.map((f) => ({ feedbackId: row!.id, fileId: f.id })));
  }
  return (await withDetails(db, [row!]))[0]!;
}

/** Screenshots, replies and author for a page of feedback rows. */
async function withDetails(db: Db, rows: FeedbackRow[]): Promise<Feedback[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [shots, replies, authors] = await Promise.all([
    db
      .select({ feedbackId: feedbackFiles.feedbackId, code: files.code })
      .from(feedbackFiles)
      .innerJoin(files, eq(files.id, feedbackFiles.fileId))
      .where(inArray(feedbackFiles.feedbackId, ids)),
    db
      .select({ reply: feedbackReplies, nickname: users.nickname })
      .from(feedbackReplies)
      .leftJoin(users, eq(users.id, feedbackReplies.userId))
      .where(inArray(feedbackReplies.feedbackId, ids))
      .orderBy(feedbackReplies.createdAt),
    db
      .select({ id: users.id, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
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

async function page(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(feedbacks, where);
  return { list: await withDetails(db, rows), total };
}

export const myFeedback = (db: Db, userId: bigint, offset: number, limit: number) =>
  page(db, eq(feedbacks.userId, userId), offset, limit);

export function allFeedback(
  db: Db,
  filter: { status?: FeedbackRow['status']; type?: FeedbackRow['type'] },
  offset: number,
  limit: number,
) {
  const conditions = [
    filter.status ? eq(feedbacks.status, filter.status) : undefined,
    filter.type ? eq(feedbacks.type, filter.type) : undefined,
  ].filter((c) => c !== undefined);
  return page(db, conditions.length ? and(...conditions) : undefined, offset, limit);
}

async function findFeedback(db: Db, id: bigint): Promise<FeedbackRow> {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id)).limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

export async function replyToFeedback(db: Db, adminId: bigint, id: bigint, content: string) {
  await findFeedback(db, id);
  await db.transaction(async (tx) => {
    await tx.insert(feedbackReplies).values({ feedbackId: id, userId: adminId, content });
    await tx.update(feedbacks).set({ status: 'replied' }).where(eq(feedbacks.id, id));
    await audit(tx, {
      actorUserId: adminId,
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
    });
  });
  return (await withDetails(db, [await findFeedback(db, id)]))[0]!;
}

export async function closeFeedback(db: Db, adminId: bigint, id: bigint) {
  await findFeedback(db, id);
  await db.transaction(async (tx) => {
    await tx.update(feedbacks).set({ status: 'closed' }).where(eq(feedbacks.id, id));
    await audit(tx, {
      actorUserId: adminId,
      action: 'feedback.close',
      targetType: 'feedback',
      targetId: id,
    });
  });
  return (await withDetails(db, [await findFeedback(db, id)]))[0]!;
}
