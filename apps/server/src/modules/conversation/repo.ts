/** The SQL of a conversation's messages: every function takes the owner or the session it touches. */
import { and, asc, count, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, formatMessage } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { preparedOnce, preparedSql } from '../../db/prepared';
import {
  chatMessages,
  chatSessions,
  serverInstances,
  type ChatAttachmentRef,
} from '../../db/schema';
import { ownedBy, ownerColumns, type ConversationOwner } from './owner';
import { titleAfter, touchSession, type SessionRow } from './sessions.repo';

export type MessageRow = typeof chatMessages.$inferSelect;

/** Newest first: by turn, and within a turn the answer before its question (the index's order). */
// Spelled out with NULLS LAST to match the index exactly (plain DESC means NULLS FIRST), so a
// page reads 10 index entries instead of sorting the whole session.
export const newestFirst = [
  sql`${chatMessages.turnId} desc nulls last`,
  asc(chatMessages.role),
  sql`${chatMessages.id} desc nulls last`,
];

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

export async function questionAttachments(db: Executor, sessionId: bigint, questionId: bigint) {
  const [row] = await db
    .select({ attachments: chatMessages.attachments })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, questionId), eq(chatMessages.sessionId, sessionId)));
  return row?.attachments ?? [];
}

interface Turn {
  /** The instance that writes the answer (see server_instances). */
  instanceId: string;
  prompt: string;
  attachments: ChatAttachmentRef[];
  model: string;
  regenerate: { questionId: bigint; answerId: bigint } | null;
}

export interface StoredTurn {
  questionId: bigint;
  answerId: bigint;
}

const bigintParam = (value: bigint | null) => (value === null ? null : String(value));
/** A value of a prepared statement, filled in when it runs. */
const param = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * A new question (its turn is its own id), its answer row in state `streaming`, and the session's
 * title and time, in one statement: one round trip on the hot path, and atomic without a
 * transaction. Prepared: planning it cost about as much as running it.
 */
const newTurnStatement = preparedSql<{ question_id: string; answer_id: string }>(
  'conversation_new_turn',
  sql`
    with question as (
      insert into chat_messages (id, turn_id, session_id, user_id, visitor_id, role, content, attachments)
      overriding system value
      select next.id, next.id, ${param('sessionId')}::bigint, ${param('userId')}::bigint,
        ${param('visitorId')}::text, 'user', ${param('prompt')}::text, ${param('attachments')}::jsonb
      from (select nextval(pg_get_serial_sequence('chat_messages', 'id')) as id) as next
      returning id
    ), answer as (
      insert into chat_messages
        (session_id, user_id, visitor_id, turn_id, role, state, model, instance_id)
      select ${param('sessionId')}::bigint, ${param('userId')}::bigint, ${param('visitorId')}::text,
        question.id, 'assistant', 'streaming', ${param('model')}::text, ${param('instanceId')}::text
      from question
      returning id
    ), touched as (
      update chat_sessions set title = ${param('title')}::text, updated_at = now()
      where id = ${param('sessionId')}::bigint
    )
    select question.id as question_id, answer.id as answer_id
    from question, answer`,
);

async function insertNewTurn(
  db: Executor,
  session: SessionRow,
  owner: ConversationOwner,
  turn: Turn,
): Promise<StoredTurn> {
  const who = ownerColumns(owner);
  const [row] = await newTurnStatement(db, {
    sessionId: String(session.id),
    userId: bigintParam(who.userId),
    visitorId: who.visitorId,
    prompt: turn.prompt,
    attachments: JSON.stringify(turn.attachments),
    model: turn.model,
    instanceId: turn.instanceId,
    title: titleAfter(session, turn.prompt),
  });
  return { questionId: BigInt(row!.question_id), answerId: BigInt(row!.answer_id) };
}

/**
 * Stores the question (or, to regenerate, rewrites it and drops its old answer) and an answer row
 * in state `streaming`.
 */
export async function insertTurn(
  db: Executor,
  session: SessionRow,
  owner: ConversationOwner,
  turn: Turn,
): Promise<StoredTurn> {
  const regenerate = turn.regenerate;
  if (!regenerate) return insertNewTurn(db, session, owner, turn);
  const who = ownerColumns(owner);
  return db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ content: turn.prompt, attachments: turn.attachments })
      .where(
        and(eq(chatMessages.id, regenerate.questionId), eq(chatMessages.sessionId, session.id)),
      );
    await tx
      .delete(chatMessages)
      .where(and(eq(chatMessages.id, regenerate.answerId), eq(chatMessages.sessionId, session.id)));
    const [answer] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        ...who,
        turnId: regenerate.questionId,
        role: 'assistant',
        state: 'streaming',
        model: turn.model,
        instanceId: turn.instanceId,
      })
      .returning({ id: chatMessages.id });
    await touchSession(tx, session, turn.prompt);
    return { questionId: regenerate.questionId, answerId: answer!.id };
  });
}

/** Saves the text so far of an answer that is still streaming. */
export async function saveProgress(db: Executor, answerId: bigint, content: string) {
  await db
    .update(chatMessages)
    .set({ content })
    .where(and(eq(chatMessages.id, answerId), eq(chatMessages.state, 'streaming')));
}

const storeAnswerStatement = preparedOnce((db) =>
  db
    .update(chatMessages)
    .set({
      content: param('content'),
      state: param('state'),
      error: param('error'),
      promptTokens: param('promptTokens'),
      completionTokens: param('completionTokens'),
      citations: sql`${sql.placeholder('citations')}::jsonb`,
      choices: sql`${sql.placeholder('choices')}::jsonb`,
      // Set here: the column's own on-update value would be fixed when the statement is built.
      updatedAt: sql`now()`,
    })
    .where(eq(chatMessages.id, sql.placeholder('answerId')))
    .prepare('conversation_store_answer'),
);

/** Stores how an answer ended. */
export async function storeAnswer(
  db: Executor,
  answerId: bigint,
  end: Pick<
    MessageRow,
    'content' | 'state' | 'error' | 'promptTokens' | 'completionTokens' | 'citations' | 'choices'
  >,
) {
  // Placeholders take driver values: the citations and choices go as JSON text.
  const citations = JSON.stringify(end.citations);
  const choices = end.choices && end.choices.length > 0 ? JSON.stringify(end.choices) : null;
  await storeAnswerStatement(db).execute({ ...end, citations, choices, answerId });
}

/** A page of a session's messages, newest first, and how many it has. */
export async function pageOfMessages(
  db: Executor,
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
  return { rows, total: total?.value ?? 0 };
}

/**
 * Deletes the turn that message `messageId` belongs to (the question and its answers), within
 * the owner's sessions and, when given, the session in the path. Returns the removed ids, none
 * when the message is not the owner's.
 */
export async function deleteOwnTurn(
  db: Executor,
  owner: ConversationOwner,
  messageId: bigint,
  sessionId?: bigint,
): Promise<bigint[]> {
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
          eq(chatMessages.id, messageId),
          ownedBy(chatSessions, owner),
          sessionId === undefined ? undefined : eq(chatMessages.sessionId, sessionId),
        ),
      )
      .limit(1);
    if (!message) return [];
    const turnId = message.turnId ?? message.id;
    const removed = await tx
      .delete(chatMessages)
      .where(and(eq(chatMessages.sessionId, message.sessionId), eq(chatMessages.turnId, turnId)))
      .returning({ id: chatMessages.id });
    return removed.map((r) => r.id);
  });
}

/**
 * Closes, in every conversation, answers still `streaming` whose instance died, keeping their
 * text: the instance's heartbeat is older than `deadAfterMs` (or its row is gone), or, for an
 * answer that names no instance (written before instances beat), it was last saved before
 * `unownedBefore`. Answers how many.
 */
export async function closeOrphanedAnswers(
  db: Executor,
  deadAfterMs: number,
  unownedBefore: Date,
): Promise<number> {
  const alive = sql`exists (
    select 1 from ${serverInstances}
    where ${serverInstances.id} = ${chatMessages.instanceId}
      and ${serverInstances.heartbeatAt} > now() - make_interval(secs => ${deadAfterMs / 1000})
  )`;
  const rows = await db
    .update(chatMessages)
    .set({ state: 'error', error: formatMessage(DEFAULT_LOCALE, 'ANSWER_INTERRUPTED') })
    .where(
      and(
        eq(chatMessages.state, 'streaming'),
        or(
          and(isNull(chatMessages.instanceId), lt(chatMessages.updatedAt, unownedBefore)),
          and(isNotNull(chatMessages.instanceId), not(alive)),
        ),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}
