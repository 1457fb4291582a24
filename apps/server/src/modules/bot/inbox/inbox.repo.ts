import { createHash } from 'node:crypto';
/** The SQL of the team inbox: an org's visitor conversations by who holds them. */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxBox, InboxConversation, InboxCounts } from '@miaoyu/contracts/bot';
import type { Executor } from '../../../db/client';
import { outer } from '../../../db/outer';
import { botKeys, chatMessages, chatSessions, helpers, users } from '../../../db/schema';
import { fileUrl } from '../../files';

const agents = alias(users, 'agents');

/**
 * A short code people can say for an anonymous visitor (the pages show 访客 3F9A): four hex
 * digits of a hash of their id, which reveal nothing of the id itself.
 */
export const visitorName = (visitorId: string) =>
  createHash('sha256').update(visitorId).digest('hex').slice(0, 4).toUpperCase();

const lastMessage = sql<string>`coalesce((select ${chatMessages.content} from ${chatMessages}
  where ${chatMessages.sessionId} = ${outer(chatSessions.id)} and ${chatMessages.content} <> ''
  order by ${chatMessages.id} desc limit 1), '')`;

const inboxColumns = {
  session: chatSessions,
  helperName: helpers.name,
  helperAvatar: helpers.avatar,
  keyName: botKeys.name,
  agentName: agents.nickname,
  agentAvatar: agents.avatar,
  lastMessage,
};

type InboxRow = {
  session: typeof chatSessions.$inferSelect;
  helperName: string | null;
  helperAvatar: string | null;
  keyName: string | null;
  agentName: string | null;
  agentAvatar: string | null;
  lastMessage: string;
};

export function toInboxConversation(row: InboxRow): InboxConversation {
  const { session } = row;
  return {
    id: String(session.id),
    title: session.title,
    status: session.status ?? 'bot',
    helper: {
      id: String(session.helperId ?? ''),
      name: row.helperName ?? '',
      avatar: row.helperAvatar ?? '',
    },
    keyName: row.keyName ?? '',
    visitorName: visitorName(session.visitorId ?? ''),
    agent:
      session.agentId === null || row.agentName === null
        ? null
        : {
            id: String(session.agentId),
            name: row.agentName,
            avatar: row.agentAvatar ? fileUrl(row.agentAvatar) : '',
          },
    lastMessage: Array.from(row.lastMessage).slice(0, 120).join(''),
    lastMessageAt: (session.lastMessageAt ?? session.updatedAt).toISOString(),
    handedOffAt: session.handedOffAt?.toISOString() ?? null,
    unread: session.agentUnread,
  };
}

const inboxQuery = (db: Executor) =>
  db
    .select(inboxColumns)
    .from(chatSessions)
    .leftJoin(helpers, eq(helpers.id, chatSessions.helperId))
    .leftJoin(botKeys, eq(botKeys.id, chatSessions.botKeyId))
    .leftJoin(agents, eq(agents.id, chatSessions.agentId));

function boxCondition(orgId: bigint, userId: bigint, box: InboxBox): SQL {
  const org = eq(chatSessions.orgId, orgId);
  if (box === 'pending') return and(org, eq(chatSessions.status, 'pending'))!;
  if (box === 'mine')
    return and(org, eq(chatSessions.status, 'agent'), eq(chatSessions.agentId, userId))!;
  return and(org, eq(chatSessions.status, 'closed'))!;
}

export async function listInbox(
  db: Executor,
  orgId: bigint,
  userId: bigint,
  box: InboxBox,
  page: { offset: number; limit: number },
): Promise<{ list: InboxConversation[]; total: number }> {
  const where = boxCondition(orgId, userId, box);
  // Waiting longest first; the others by their latest message.
  const order =
    box === 'pending'
      ? [asc(chatSessions.handedOffAt), asc(chatSessions.id)]
      : [desc(chatSessions.lastMessageAt), desc(chatSessions.id)];
  const [rows, [counted]] = await Promise.all([
    inboxQuery(db)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(chatSessions).where(where),
  ]);
  return { list: rows.map(toInboxConversation), total: counted?.n ?? 0 };
}

export async function inboxCounts(
  db: Executor,
  orgId: bigint,
  userId: bigint,
): Promise<InboxCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${chatSessions.status} = 'pending')::int`,
      mine: sql<number>`count(*) filter (where ${chatSessions.status} = 'agent' and ${chatSessions.agentId} = ${userId})::int`,
      unread: sql<number>`coalesce(sum(${chatSessions.agentUnread}) filter (where ${chatSessions.status} = 'agent' and ${chatSessions.agentId} = ${userId}), 0)::int`,
    })
    .from(chatSessions)
    .where(and(eq(chatSessions.orgId, orgId), sql`${chatSessions.status} in ('pending', 'agent')`));
  return { pending: row?.pending ?? 0, mine: row?.mine ?? 0, unread: row?.unread ?? 0 };
}

export async function findInboxConversation(
  db: Executor,
  orgId: bigint,
  sessionId: bigint,
): Promise<InboxConversation | null> {
  const [row] = await inboxQuery(db)
    .where(
      and(
        eq(chatSessions.id, sessionId),
        eq(chatSessions.orgId, orgId),
        sql`${chatSessions.status} is not null`,
      ),
    )
    .limit(1);
  return row ? toInboxConversation(row) : null;
}
