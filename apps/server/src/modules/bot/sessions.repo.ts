/** The SQL of visitors' conversations: each query names the visitor or the org it reads. */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Agent, ConversationStatus, VisitorConversation } from '@miaoyu/contracts/bot';
import type { Executor } from '../../db/client';
import { chatSessions, users } from '../../db/schema';
import type { Visitor } from '../../lib/scope';
import { fileUrl } from '../files';
import type { ConversationRef } from './live/topics';

export type VisitorSessionRow = typeof chatSessions.$inferSelect & {
  visitorId: string;
  status: ConversationStatus;
};

const VISITOR_SESSIONS_SHOWN = 50;

const agentOf = (name: string | null, avatar: string | null) =>
  name === null ? null : { name, avatar: avatar ? fileUrl(avatar) : '' };

/** The visitor's conversations with one bot, newest first. */
export async function listVisitorSessions(
  db: Executor,
  visitor: Visitor,
  helperId: bigint,
): Promise<VisitorConversation[]> {
  const rows = await db
    .select({ session: chatSessions, agentName: users.nickname, agentAvatar: users.avatar })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.agentId))
    .where(and(eq(chatSessions.visitorId, visitor.visitorId), eq(chatSessions.helperId, helperId)))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(VISITOR_SESSIONS_SHOWN);
  return rows.map(({ session, agentName, agentAvatar }) => ({
    id: String(session.id),
    title: session.title,
    status: session.status ?? 'bot',
    agent: agentOf(agentName, agentAvatar),
    updatedAt: session.updatedAt.toISOString(),
  }));
}

export async function insertVisitorSession(
  db: Executor,
  visitor: Visitor,
  bot: { helperId: bigint; keyId: bigint; contextSize: number },
  title: string,
): Promise<VisitorConversation> {
  const [row] = await db
    .insert(chatSessions)
    .values({
      orgId: visitor.orgId,
      visitorId: visitor.visitorId,
      helperId: bot.helperId,
      botKeyId: bot.keyId,
      contextSize: bot.contextSize,
      title,
      status: 'bot',
      lastMessageAt: new Date(),
    })
    .returning();
  return {
    id: String(row!.id),
    title: row!.title,
    status: 'bot',
    agent: null,
    updatedAt: row!.updatedAt.toISOString(),
  };
}

async function oneSession(
  db: Executor,
  condition: SQL | undefined,
  lock: boolean,
): Promise<VisitorSessionRow | null> {
  const query = db.select().from(chatSessions).where(condition).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return (row as VisitorSessionRow | undefined) ?? null;
}

/** The visitor's conversation with this bot; anyone else's is 404 (null here). */
export const findVisitorSession = (
  db: Executor,
  visitor: Visitor,
  helperId: bigint,
  sessionId: bigint,
  lock = false,
) =>
  oneSession(
    db,
    and(
      eq(chatSessions.id, sessionId),
      eq(chatSessions.visitorId, visitor.visitorId),
      eq(chatSessions.helperId, helperId),
    ),
    lock,
  );

/** An org's visitor conversation by id (the inbox's and the logs' way in). */
export const findOrgVisitorSession = (
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
  lock = false,
) =>
  oneSession(
    db,
    and(
      eq(chatSessions.id, sessionId),
      eq(chatSessions.orgId, orgId),
      sql`${chatSessions.visitorId} is not null`,
      sql`${chatSessions.status} is not null`,
    ),
    lock,
  );

type StatusChange = {
  status: ConversationStatus;
  agentId?: bigint | null;
  handedOffAt?: Date;
  agentUnread?: number;
};

/** Moves a conversation to a status (who holds it, when it was handed over). */
export async function setSessionStatus(
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
  change: StatusChange,
): Promise<void> {
  await db
    .update(chatSessions)
    .set(change)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.orgId, orgId)));
}

/**
 * The visitors' conversations a person holds go back to waiting for a person (in one org, or in
 * all of them) when that person can no longer answer: removed from the team, banned, deleted.
 */
export async function releaseHeldBy(
  db: Executor,
  agentId: bigint,
  orgId?: bigint,
): Promise<ConversationRef[]> {
  return db
    .update(chatSessions)
    .set({ status: 'pending', agentId: null })
    .where(
      and(
        eq(chatSessions.agentId, agentId),
        eq(chatSessions.status, 'agent'),
        orgId === undefined ? undefined : eq(chatSessions.orgId, orgId),
      ),
    )
    .returning({ orgId: chatSessions.orgId, sessionId: chatSessions.id }) as Promise<
    ConversationRef[]
  >;
}

/**
 * Conversations whose holder's account is gone (the database cleared their `agent_id` with the
 * user): they wait for a person again. Answers them, to announce.
 */
export async function releaseOrphaned(db: Executor): Promise<ConversationRef[]> {
  return db
    .update(chatSessions)
    .set({ status: 'pending' })
    .where(and(eq(chatSessions.status, 'agent'), isNull(chatSessions.agentId)))
    .returning({ orgId: chatSessions.orgId, sessionId: chatSessions.id }) as Promise<
    ConversationRef[]
  >;
}

/**
 * A new message in a visitor's conversation: its time, and one more unread for the agent when
 * the visitor wrote while a person holds or awaits it.
 */
export async function touchVisitorSession(
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
  fromVisitor: boolean,
): Promise<void> {
  await db
    .update(chatSessions)
    .set({
      lastMessageAt: new Date(),
      ...(fromVisitor
        ? {
            agentUnread: sql`case when ${chatSessions.status} in ('pending', 'agent') then ${chatSessions.agentUnread} + 1 else ${chatSessions.agentUnread} end`,
          }
        : {}),
    })
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.orgId, orgId)));
}

export async function markReadByAgent(db: Executor, orgId: bigint, sessionId: bigint) {
  await db
    .update(chatSessions)
    .set({ agentUnread: 0 })
    .where(
      and(
        eq(chatSessions.id, sessionId),
        eq(chatSessions.orgId, orgId),
        sql`${chatSessions.agentUnread} > 0`,
      ),
    );
}

/** Who answers a conversation now: its status and the person holding it. */
export async function sessionStatusView(
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
): Promise<{ status: ConversationStatus; agent: Agent | null }> {
  const [row] = await db
    .select({ status: chatSessions.status, name: users.nickname, avatar: users.avatar })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.agentId))
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.orgId, orgId)))
    .limit(1);
  if (!row) return { status: 'closed', agent: null };
  return { status: row.status ?? 'bot', agent: agentOf(row.name, row.avatar) };
}
