import { and, count, desc, eq, ilike } from 'drizzle-orm';
import {
  CHAT_DEFAULT_CONTEXT_SIZE,
  type ChatSession,
  type CreateChatSession,
  type Locale,
  type UpdateChatSession,
} from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { chatSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type SessionRow = typeof chatSessions.$inferSelect;

export const DEFAULT_TITLE: Record<Locale, string> = { 'zh-CN': '新对话', 'en-US': 'New chat' };
const DEFAULT_TITLES = new Set(Object.values(DEFAULT_TITLE));

export function toChatSession(row: SessionRow): ChatSession {
  return {
    sessionId: String(row.id),
    title: row.title,
    topic: row.topic,
    chatCompletionType: row.chatCompletionType,
    usingContext: row.usingContext,
    contextSize: row.contextSize,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `{userId}` in a path must be the caller (DESIGN.md §5). */
export function assertSelf(pathUserId: string | undefined, callerId: bigint): void {
  if (pathUserId !== undefined && BigInt(pathUserId) !== callerId)
    throw new AppError(403, 'FORBIDDEN');
}

/** The caller's own session; anyone else's answers 404 with none of its data. */
export async function ownSession(
  db: Executor,
  userId: bigint,
  sessionId: string,
): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, BigInt(sessionId)), eq(chatSessions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSessions(
  db: Db,
  userId: bigint,
  page: { offset: number; limit: number; keyword?: string },
) {
  const where = and(
    eq(chatSessions.userId, userId),
    page.keyword ? ilike(chatSessions.title, `%${escapeLike(page.keyword)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatSessions)
      .where(where)
      .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(chatSessions).where(where),
  ]);
  return { list: rows.map(toChatSession), total: total?.value ?? 0 };
}

export async function createSession(
  db: Db,
  caller: { id: bigint; currentOrgId: bigint | null },
  input: CreateChatSession,
  locale: Locale,
): Promise<{ sessionId: string; title: string }> {
  const [row] = await db
    .insert(chatSessions)
    .values({
      userId: caller.id,
      orgId: caller.currentOrgId,
      title: input.title ?? DEFAULT_TITLE[locale],
      topic: input.topic ?? '',
      chatCompletionType: input.chatCompletionType ?? 'chat',
      usingContext: input.usingContext ?? true,
      contextSize: input.contextSize ?? CHAT_DEFAULT_CONTEXT_SIZE,
      model: input.model ?? '',
    })
    .returning();
  return { sessionId: String(row!.id), title: row!.title };
}

export async function updateSession(
  db: Db,
  userId: bigint,
  input: UpdateChatSession,
): Promise<ChatSession> {
  await ownSession(db, userId, input.sessionId);
  const { sessionId, userId: _ignored, ...changes } = input;
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body'], msg: 'validation.nothingToUpdate' },
    ]);
  const [row] = await db
    .update(chatSessions)
    .set(set)
    .where(and(eq(chatSessions.id, BigInt(sessionId)), eq(chatSessions.userId, userId)))
    .returning();
  return toChatSession(row!);
}

export async function deleteSession(db: Db, userId: bigint, sessionId: string): Promise<void> {
  const rows = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, BigInt(sessionId)), eq(chatSessions.userId, userId)))
    .returning({ id: chatSessions.id });
  if (rows.length === 0) throw new AppError(404, 'NOT_FOUND');
}

/** A session still called "New chat" takes its title from the first question. */
export async function touchSession(
  db: Executor,
  session: SessionRow,
  prompt: string,
): Promise<void> {
  const title = DEFAULT_TITLES.has(session.title)
    ? Array.from(prompt.replace(/\s+/g, ' ').trim()).slice(0, 30).join('') || session.title
    : session.title;
  await db
    .update(chatSessions)
    .set({ title, updatedAt: new Date() })
    .where(eq(chatSessions.id, session.id));
}
