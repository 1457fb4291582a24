import { and, asc, count, eq, lt, or, sql } from 'drizzle-orm';
import type { ChatCompletion } from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { chatMessages, chatSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toAttachment } from './attachments.service';

export type MessageRow = typeof chatMessages.$inferSelect;

export function toCompletion(row: MessageRow): ChatCompletion {
  return {
    id: String(row.id),
    ts: row.createdAt.getTime(),
    content: row.content,
    role: row.role,
    turnId: String(row.turnId ?? row.id),
    state: row.state,
    error: row.error,
    model: row.model,
    usage:
      row.promptTokens === null
        ? null
        : { promptTokens: row.promptTokens, completionTokens: row.completionTokens ?? 0 },
    attachments: row.attachments.map(toAttachment),
  };
}

/** Newest first: by turn, and within a turn the answer before its question (the index's order). */
// Spelled out with NULLS LAST to match the index exactly (plain DESC means NULLS FIRST), so a
// page reads 10 index entries instead of sorting the whole session.
const newestFirst = [
  sql`${chatMessages.turnId} desc nulls last`,
  asc(chatMessages.role),
  sql`${chatMessages.id} desc nulls last`,
];

/** A page of a session's messages, newest first (the client reverses them). */
export async function listMessages(
  db: Db,
  sessionId: bigint,
  page: { offset: number; limit: number },
) {
  const where = eq(chatMessages.sessionId, sessionId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(chatMessages).where(where),
  ]);
  return { list: rows.map(toCompletion), total: total?.value ?? 0 };
}

/**
 * The messages a model sees before a turn, oldest first: the last `limit` questions and answers
 * that carry text (failed, empty answers are left out).
 */
export async function contextBefore(
  db: Executor,
  sessionId: bigint,
  turnId: bigint,
  limit: number,
): Promise<MessageRow[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        lt(chatMessages.turnId, turnId),
        or(eq(chatMessages.role, 'user'), sql`${chatMessages.content} <> ''`),
        sql`${chatMessages.state} <> 'streaming'`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.reverse();
}

/**
 * Deletes the turn that message `id` belongs to (the question and its answers), scoped to the
 * caller and, when given, to the session in the path.
 */
export async function deleteTurn(
  db: Db,
  userId: bigint,
  messageId: string,
  sessionId?: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        turnId: chatMessages.turnId,
        id: chatMessages.id,
        sessionId: chatMessages.sessionId,
      })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(
        and(
          eq(chatMessages.id, BigInt(messageId)),
          eq(chatSessions.userId, userId),
          sessionId === undefined ? undefined : eq(chatMessages.sessionId, BigInt(sessionId)),
        ),
      )
      .limit(1);
    if (!message) throw new AppError(404, 'NOT_FOUND');
    const turnId = message.turnId ?? message.id;
    const removed = await tx
      .delete(chatMessages)
      .where(and(eq(chatMessages.sessionId, message.sessionId), eq(chatMessages.turnId, turnId)))
      .returning({ id: chatMessages.id });
    return removed.map((r) => String(r.id)).sort();
  });
}

/** An answer of the session by id, or undefined (a question's id, or another session's, finds none). */
export async function findAnswer(db: Executor, sessionId: bigint, answerId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, BigInt(answerId)),
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.role, 'assistant'),
      ),
    )
    .limit(1);
  return row;
}
