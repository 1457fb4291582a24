/**
 * The SQL of feedback. A user's reads and writes take that user; the `admin…` functions read and
 * change everyone's feedback and are called only after the platform-admin check.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedbackFiles, feedbackReplies, feedbacks, files, users } from '../../db/schema';

export type FeedbackRow = typeof feedbacks.$inferSelect;
export type FeedbackFilter = { status?: FeedbackRow['status']; type?: FeedbackRow['type'] };
type Page = { offset: number; limit: number };

export async function insertUserFeedback(
  db: Executor,
  userId: bigint,
  values: Omit<typeof feedbacks.$inferInsert, 'id' | 'userId'>,
  screenshotCodes: string[],
): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedbacks)
    .values({ ...values, userId })
    .returning();
  if (screenshotCodes.length > 0) {
    const stored = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.code, screenshotCodes), eq(files.userId, userId)));
    await db
      .insert(feedbackFiles)
      .values(stored.map((f) => ({ feedbackId: row!.id, fileId: f.id })));
  }
  return row!;
}

/** Screenshots, replies and authors of some feedback rows (the rows were found in scope). */
export function detailsOf(db: Executor, rows: FeedbackRow[]) {
  const ids = rows.map((r) => r.id);
  return Promise.all([
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
}

async function pageWhere(db: Executor, where: SQL | undefined, { offset, limit }: Page) {
  const rows = await db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(feedbacks, where) };
}

export const pageOfUserFeedback = (db: Executor, userId: bigint, page: Page) =>
  pageWhere(db, eq(feedbacks.userId, userId), page);

export function adminPageOfFeedback(db: Executor, filter: FeedbackFilter, page: Page) {
  const conditions = [
    filter.status ? eq(feedbacks.status, filter.status) : undefined,
    filter.type ? eq(feedbacks.type, filter.type) : undefined,
  ].filter((c) => c !== undefined);
  return pageWhere(db, conditions.length ? and(...conditions) : undefined, page);
}

export async function adminFindFeedback(db: Executor, id: bigint) {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id)).limit(1);
  return row;
}

export async function adminReplyToFeedback(
  db: Executor,
  id: bigint,
  adminId: bigint,
  content: string,
) {
  await db.insert(feedbackReplies).values({ feedbackId: id, userId: adminId, content });
  await db.update(feedbacks).set({ status: 'replied' }).where(eq(feedbacks.id, id));
}

export async function adminSetFeedbackStatus(
  db: Executor,
  id: bigint,
  status: FeedbackRow['status'],
) {
  await db.update(feedbacks).set({ status }).where(eq(feedbacks.id, id));
}
