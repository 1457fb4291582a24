/** The SQL of conversation sessions: every function takes the owner whose sessions it touches. */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Locale } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { containing } from '../../db/like';
import { preparedOnce } from '../../db/prepared';
import { chatSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownedBy, ownerColumns, type ConversationOwner } from './owner';

export type SessionRow = typeof chatSessions.$inferSelect;
type SessionSettings = Partial<
  Pick<
    SessionRow,
    'title' | 'topic' | 'chatCompletionType' | 'usingContext' | 'contextSize' | 'model' | 'helperId'
  >
>;

export const DEFAULT_TITLE: Record<Locale, string> = { 'zh-CN': '新对话', 'en-US': 'New chat' };
const DEFAULT_TITLES = new Set(Object.values(DEFAULT_TITLE));

const sessionOfUser = preparedOnce((db) =>
  db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, sql.placeholder('id')),
        eq(chatSessions.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('conversation_session_of_user'),
);

const sessionOfVisitor = preparedOnce((db) =>
  db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, sql.placeholder('id')),
        eq(chatSessions.visitorId, sql.placeholder('visitorId')),
      ),
    )
    .limit(1)
    .prepare('conversation_session_of_visitor'),
);

/**
 * The owner's session; anyone else's answers 404 with none of its data. Read before every
 * answer, so its statements are prepared once.
 */
export async function findOwnSession(
  db: Executor,
  owner: ConversationOwner,
  sessionId: string,
): Promise<SessionRow> {
  const id = BigInt(sessionId);
  const [row] =
    owner.kind === 'user'
      ? await sessionOfUser(db).execute({ id, userId: owner.userId })
      : await sessionOfVisitor(db).execute({ id, visitorId: owner.visitorId });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** A session still called "New chat" takes its title from the first question. */
export function titleAfter(session: SessionRow, prompt: string): string {
  if (!DEFAULT_TITLES.has(session.title)) return session.title;
  return Array.from(prompt.replace(/\s+/g, ' ').trim()).slice(0, 30).join('') || session.title;
}

export async function touchSession(db: Executor, session: SessionRow, prompt: string) {
  await db
    .update(chatSessions)
    .set({ title: titleAfter(session, prompt), updatedAt: new Date() })
    .where(eq(chatSessions.id, session.id));
}

/** The owner's sessions, most recently used first; `keyword` searches titles. */
export async function pageOfSessions(
  db: Executor,
  owner: ConversationOwner,
  page: { offset: number; limit: number; keyword?: string; helperId?: bigint },
) {
  const where = and(
    ownedBy(chatSessions, owner),
    page.keyword ? ilike(chatSessions.title, containing(page.keyword)) : undefined,
    page.helperId === undefined ? undefined : eq(chatSessions.helperId, page.helperId),
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
  return { rows, total: total?.value ?? 0 };
}

export async function insertSession(
  db: Executor,
  owner: ConversationOwner,
  values: SessionSettings & { title: string },
): Promise<SessionRow> {
  const [row] = await db
    .insert(chatSessions)
    .values({ ...values, ...ownerColumns(owner), orgId: owner.orgId })
    .returning();
  return row!;
}

/** The changed session, or undefined when it is not the owner's. */
export async function updateOwnSession(
  db: Executor,
  owner: ConversationOwner,
  sessionId: bigint,
  changes: SessionSettings,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(chatSessions)
    .set(changes)
    .where(and(eq(chatSessions.id, sessionId), ownedBy(chatSessions, owner)))
    .returning();
  return row;
}

/** Whether the owner's session was there to delete (its messages go with it). */
export async function deleteOwnSession(
  db: Executor,
  owner: ConversationOwner,
  sessionId: bigint,
): Promise<boolean> {
  const rows = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), ownedBy(chatSessions, owner)))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}
