/** Messages of a visitor's conversation as the visitor, the inbox and the logs show them. */
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import type { Executor } from '../../db/client';
import { chatMessages, chatSessions, users } from '../../db/schema';
import { toAttachment } from '../chat';
import { fileUrl } from '../files';

const columns = {
  message: chatMessages,
  agentName: users.nickname,
  agentAvatar: users.avatar,
};
type ViewRow = {
  message: typeof chatMessages.$inferSelect;
  agentName: string | null;
  agentAvatar: string | null;
};

export function toConversationMessage({
  message,
  agentName,
  agentAvatar,
}: ViewRow): ConversationMessage {
  const role = message.role === 'user' ? 'visitor' : message.agentId === null ? 'bot' : 'agent';
  return {
    id: String(message.id),
    role,
    content: message.content,
    state: message.state,
    createdAt: message.createdAt.toISOString(),
    citations: message.citations,
    attachments: message.attachments.map(toAttachment),
    rating: message.rating ?? null,
    ratingReason: message.ratingReason,
    agent:
      role === 'agent'
        ? { name: agentName ?? '', avatar: agentAvatar ? fileUrl(agentAvatar) : '' }
        : null,
    ...(message.choices?.length ? { choices: message.choices } : {}),
  };
}

const view = (db: Executor) =>
  db.select(columns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.agentId));

/** A page of a session's messages, oldest first, before `before` (the newest when unset). */
export async function messagePage(
  db: Executor,
  sessionId: bigint,
  { before, limit }: { before?: string; limit: number },
): Promise<{ list: ConversationMessage[]; hasMore: boolean }> {
  const rows = await view(db)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        before === undefined ? undefined : lt(chatMessages.id, BigInt(before)),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { list: rows.slice(0, limit).reverse().map(toConversationMessage), hasMore };
}

const AFTER_BATCH = 200;

/**
 * What was stored after message `after`, up to the first answer still being written: a reader
 * who moves its cursor past these never skips a message that is finished later.
 */
export async function messagesAfter(
  db: Executor,
  sessionId: bigint,
  after: bigint,
): Promise<ConversationMessage[]> {
  const rows = await view(db)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(AFTER_BATCH);
  const open = rows.findIndex((r) => r.message.state === 'streaming');
  return (open === -1 ? rows : rows.slice(0, open)).map(toConversationMessage);
}

type NewMessage = Pick<
  typeof chatMessages.$inferInsert,
  | 'role'
  | 'content'
  | 'attachments'
  | 'agentId'
  | 'citations'
  | 'choices'
  | 'promptTokens'
  | 'completionTokens'
>;

/**
 * Stores a finished message that no model writes as it is read: a visitor's while a person holds
 * the conversation, that person's reply, or what a scene said going on after a hand-back. Each is
 * its own turn, as a question is, so the bot reads them in order if the conversation comes back.
 */
export async function insertPlainMessage(
  db: Executor,
  session: { id: bigint; visitorId: string },
  message: NewMessage,
): Promise<bigint> {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...message, sessionId: session.id, visitorId: session.visitorId, state: 'done' })
    .returning({ id: chatMessages.id });
  await db.update(chatMessages).set({ turnId: row!.id }).where(eq(chatMessages.id, row!.id));
  return row!.id;
}

export async function findMessageView(db: Executor, sessionId: bigint, messageId: bigint) {
  const [row] = await view(db)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.id, messageId)))
    .limit(1);
  return row ? toConversationMessage(row) : null;
}

/** Marks answers of a session as having had nothing from the knowledge base. */
export async function markUnanswered(db: Executor, sessionId: bigint, answerId: bigint) {
  await db
    .update(chatMessages)
    .set({ unanswered: true })
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.id, answerId)));
}

/** A visitor's rating of a bot answer in one of their own conversations; false when there is none. */
export async function rateAnswer(
  db: Executor,
  visitorId: string,
  helperId: bigint,
  messageId: bigint,
  rating: 'like' | 'dislike',
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ rating, ratingReason: reason })
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.visitorId, visitorId),
        eq(chatMessages.role, 'assistant'),
        sql`${chatMessages.state} <> 'streaming'`,
        // Through this bot's key only, as the visitor's other routes.
        inArray(
          chatMessages.sessionId,
          db
            .select({ id: chatSessions.id })
            .from(chatSessions)
            .where(and(eq(chatSessions.visitorId, visitorId), eq(chatSessions.helperId, helperId))),
        ),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}
