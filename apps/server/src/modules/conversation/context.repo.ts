/** The SQL of what a model reads before a question: the conversation's earlier messages. */
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { chatMessages, chatSessionDatasets, chatSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ConversationOwner } from './owner';
import { newestFirst, type MessageRow } from './repo';
import type { SessionRow } from './sessions.repo';

/** What the model reads of an earlier message. */
export type ContextMessage = Pick<MessageRow, 'role' | 'content' | 'attachments'>;

/**
 * The messages a model sees before a turn (null: before a new one), oldest first: the last
 * `limit` questions and answers that carry text (failed, empty answers are left out).
 */
export async function contextBefore(
  db: Executor,
  sessionId: bigint,
  turnId: bigint | null,
  limit: number,
): Promise<ContextMessage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      role: chatMessages.role,
      content: chatMessages.content,
      attachments: chatMessages.attachments,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        turnId === null ? isNotNull(chatMessages.turnId) : lt(chatMessages.turnId, turnId),
        or(eq(chatMessages.role, 'user'), sql`${chatMessages.content} <> ''`),
        sql`${chatMessages.state} <> 'streaming'`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.reverse();
}

/**
 * The session's last `context_size` messages for the model, oldest first, as JSON (the rules of
 * contextBefore); none when `withContext` is false. The outer columns are spelled out qualified:
 * drizzle writes a one-table select's columns bare, and a bare "id" in here would be the message's.
 */
const sessionContext = sql<ContextMessage[] | string>`(
  select coalesce(json_agg(json_build_object('role', e.role, 'content', e.content,
      'attachments', e.attachments) order by e.turn_id, e.role desc, e.id), '[]'::json)
  from (select m.role, m.content, m.attachments, m.turn_id, m.id from ${chatMessages} m
    where m.session_id = chat_sessions.id and m.turn_id is not null
      and (m.role = 'user' or m.content <> '') and m.state <> 'streaming'
    order by m.turn_id desc nulls last, m.role asc, m.id desc nulls last
    limit case when ${sql.placeholder('withContext')}::boolean then chat_sessions.context_size
      else 0 end) e)`;

/** The knowledge bases the session answers from (read with it: no extra round trip). */
const sessionDatasetIds = sql<string[]>`(
  select coalesce(array_agg(d.dataset_id::text order by d.dataset_id), '{}')
  from ${chatSessionDatasets} d where d.session_id = chat_sessions.id)`;

const sessionWithContext = (owner: 'user' | 'visitor') =>
  preparedOnce((db) =>
    db
      .select({ session: chatSessions, history: sessionContext, datasetIds: sessionDatasetIds })
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.id, sql.placeholder('id')),
          owner === 'user'
            ? eq(chatSessions.userId, sql.placeholder('owner'))
            : eq(chatSessions.visitorId, sql.placeholder('owner')),
        ),
      )
      .limit(1)
      .prepare(`conversation_session_context_of_${owner}`),
  );
const sessionWithContextOf = {
  user: sessionWithContext('user'),
  visitor: sessionWithContext('visitor'),
};

/**
 * The owner's session, the messages the model reads before a new question in it and the
 * knowledge bases it answers from, in one round trip (both are read before every answer). Anyone else's session answers 404.
 */
export async function findSessionWithContext(
  db: Executor,
  owner: ConversationOwner,
  sessionId: string,
  withContext: boolean,
): Promise<{ session: SessionRow; history: ContextMessage[]; datasetIds: bigint[] }> {
  const [row] = await sessionWithContextOf[owner.kind](db).execute({
    id: BigInt(sessionId),
    owner: owner.kind === 'user' ? owner.userId : owner.visitorId,
    withContext,
  });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const { history } = row;
  return {
    session: row.session,
    datasetIds: row.datasetIds.map(BigInt),
    history: typeof history === 'string' ? (JSON.parse(history) as ContextMessage[]) : history,
  };
}
